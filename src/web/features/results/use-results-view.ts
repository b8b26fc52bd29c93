import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Deal } from '../../../core/deal';
import { resultsView, type ResultFilters, type ResultsView, type SortKey } from '../../../core/results-view';
import { readResultsView, resultsViewChange, writeResultsView } from '../../../core/results-view-url';

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

/**
 * The sort, filters and "Show more" of one search's deals; a new sort or filter starts again at the top 10. The
 * sort and filters live in the page URL beside the search (results-view-url.ts), so a reload or a shared link
 * keeps them; a change replaces the history entry rather than adding one.
 */
export function useResultsView(deals: readonly Deal[]): ResultsViewState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, filters } = useMemo(() => readResultsView(searchParams), [searchParams]);
  const [shown, setShown] = useState(hotelsPerPage);
  const [changed, setChanged] = useState(false);
  const view = useMemo(() => resultsView(deals, sort, filters), [deals, sort, filters]);

  function changeTo(nextSort: SortKey, nextFilters: ResultFilters) {
    const query = new URLSearchParams(searchParams);
    writeResultsView(query, nextSort, nextFilters);
    setSearchParams(query, { replace: true, preventScrollReset: true, state: resultsViewChange });
    setShown(hotelsPerPage);
    setChanged(true);
  }

  return {
    sort,
    filters,
    view,
    shown: Math.min(shown, view.groups.length),
    changed,
    setSort: (next) => changeTo(next, filters),
    setFilters: (next) => changeTo(sort, next),
    showMore: () => setShown((current) => current + hotelsPerPage),
  };
}
