import { useMemo, useState } from 'react';
import type { Deal } from '../../../core/deal';
import {
  noFilters,
  resultsView,
  type ResultFilters,
  type ResultsView,
  type SortKey,
} from '../../../core/results-view';

/** Hotels the page opens with, and how many more each "Show more" adds. */
export const hotelsPerPage = 10;

export interface ResultsViewState {
  sort: SortKey;
  filters: ResultFilters;
  view: ResultsView;
  /** How many hotel groups are on the page. */
  shown: number;
  /** Whether the visitor changed the sort or filters, so a live region has something to say. */
  changed: boolean;
  setSort: (sort: SortKey) => void;
  setFilters: (filters: ResultFilters) => void;
  showMore: () => void;
}

/** The sort, filters and "Show more" of one search's deals; a new sort or filter starts again at the top 10. */
export function useResultsView(deals: readonly Deal[]): ResultsViewState {
  const [sort, setSortState] = useState<SortKey>('value');
  const [filters, setFiltersState] = useState<ResultFilters>(noFilters);
  const [shown, setShown] = useState(hotelsPerPage);
  const [changed, setChanged] = useState(false);
  const view = useMemo(() => resultsView(deals, sort, filters), [deals, sort, filters]);

  function changedTo(update: () => void) {
    update();
    setShown(hotelsPerPage);
    setChanged(true);
  }

  return {
    sort,
    filters,
    view,
    shown: Math.min(shown, view.groups.length),
    changed,
    setSort: (next) => changedTo(() => setSortState(next)),
    setFilters: (next) => changedTo(() => setFiltersState(next)),
    showMore: () => setShown((current) => current + hotelsPerPage),
  };
}
