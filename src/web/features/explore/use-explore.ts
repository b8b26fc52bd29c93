import { skipToken, useQuery } from '@tanstack/react-query';
import type { ExploreAnswer } from '../../../core/explore';
import { exploreApiParams, exploreApiQuery, type ExploreFormValues } from '../../../core/explore-url';
import { apiJson } from '../../lib/api-client';

/** Explore's answer for the values in the URL; none until the URL holds an explore. */
export function useExplore(values: ExploreFormValues | undefined) {
  const query = values ? exploreApiQuery(values) : '';
  return useQuery({
    queryKey: ['explore', query],
    queryFn: values
      ? ({ signal }): Promise<ExploreAnswer> =>
          apiJson('get', '/api/explore', { query: exploreApiParams(values), signal })
      : skipToken,
    // Figures are priced at the moment, or cached fares of the last days: a few minutes' reuse is honest.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
