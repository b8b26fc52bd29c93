import { useQuery } from '@tanstack/react-query';
import type { ExploreAnswer } from '../../../core/explore';
import { exploreApiQuery, type ExploreFormValues } from '../../../core/explore-url';
import { apiJson } from '../../lib/api-client';

/** Explore's answer for the values in the URL; none until the URL holds an explore. */
export function useExplore(values: ExploreFormValues | undefined) {
  const query = values ? exploreApiQuery(values) : '';
  return useQuery({
    queryKey: ['explore', query],
    queryFn: ({ signal }) => apiJson<ExploreAnswer>(`/api/explore?${query}`, { signal }),
    enabled: values !== undefined,
    // Figures are priced at the moment, or cached fares of the last days: a few minutes' reuse is honest.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
