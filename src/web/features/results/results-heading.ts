import type { TFunction } from 'i18next';
import { activeFilters, type ResultFilters, type SortKey } from '../../../core/results-view';

/** Whether the page shows product.md's default view: best value first, nothing filtered out. */
export function isDefaultView(sort: SortKey, filters: ResultFilters): boolean {
  return sort === 'value' && activeFilters(filters).length === 0;
}

/**
 * The results heading: product.md's 'Top 10 Best Value Deals' for the default view, otherwise what is shown and in
 * which order ('12 hotels match your filters · sorted by cheapest total'); the order is left out when no hotel
 * is left.
 */
export function resultsHeading(t: TFunction, sort: SortKey, filters: ResultFilters, hotels: number): string {
  if (isDefaultView(sort, filters)) return t('results.title');
  const shown =
    activeFilters(filters).length > 0
      ? t('resultsView.hotelsMatch', { count: hotels })
      : t('resultsView.hotelsInBudget', { count: hotels });
  // With nothing shown, the order means nothing.
  if (hotels === 0) return shown;
  return t('resultsView.headingWithSort', { hotels: shown, sort: t(`resultsView.sortedBy.${sort}`) });
}
