import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExploreAnswer } from '../../../core/explore';
import { exploreApiParams, exploreApiQuery, type ExploreFormValues } from '../../../core/explore-url';
import { apiJson } from '../../lib/api-client';

/**
 * Explore's answer for the values in the URL, its places named in the site's language; none until the URL holds
 * an explore.
 */
export function useExplore(values: ExploreFormValues | undefined) {
  const query = values ? exploreApiQuery(values) : '';
  // Places come named in the site's language: another language is another answer.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ? { lang: i18n.resolvedLanguage } : {};
  return useQuery({
    queryKey: ['explore', query, language.lang],
    queryFn: values
      ? ({ signal }): Promise<ExploreAnswer> =>
          apiJson('get', '/api/explore', { query: { ...exploreApiParams(values), ...language }, signal })
      : skipToken,
    // Figures are priced at the moment, or cached fares of the last days: a few minutes' reuse is honest.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
