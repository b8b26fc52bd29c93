import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { BudgetBasis } from '../../core/budget-basis';
import type { SearchFormValues } from '../../core/search-form/state';
import type { SearchParams } from '../../core/search-params';
import { tripSummary } from '../../core/trip-summary';
import { HomeHero } from '../components/home-hero';
import { usePreferredCurrency } from '../features/profile/use-preferred-currency';
import { PreviousSearchNote } from '../features/results/previous-search-note';
import { preloadSearchResults, SearchResults } from '../features/results/search-results';
import { TripContext } from '../features/results/trip-context';
import { dateGridQuery, dateGridAskedWithSearch } from '../features/results/use-date-grid';
import { SearchForm } from '../features/search-form/search-form';
import { useDealSearch } from '../features/search/use-deal-search';
import { useUrlSearch } from '../features/search/use-url-search';
import { useDocumentTitle } from '../i18n/use-document-title';
import { preloadable } from '../lib/preloadable';

// Shown beside found deals only, so it (and saving's requests) loads with the results' code, not the page.
const { Component: SaveSearchButton, preload: loadSaveSearchButton } = preloadable(
  async () => (await import('../features/saved-searches/save-search-button')).SaveSearchButton,
);

/**
 * While the visitor fills the form in, the results' code downloads, so the first search shows its cards at once.
 * Each download starts once (again only after it failed), however often this is called.
 */
function preloadResults(): void {
  preloadSearchResults();
  void loadSaveSearchButton().catch(() => undefined);
}

export function HomePage() {
  useDocumentTitle('home');
  const { state, search, clear, lastParams } = useDealSearch();
  // A refused submit leaves the shown results under a changed form: they are marked until a search runs.
  const [refused, setRefused] = useState(false);
  // How the budget of the search on screen was typed, so saving it keeps the amount and its basis.
  const [budgetPer, setBudgetPer] = useState<BudgetBasis>('total');
  const runSearch = useCallback(
    (params: SearchParams, values: SearchFormValues) => {
      setRefused(false);
      setBudgetPer(values.budgetPer);
      void search(params);
    },
    [search],
  );
  const markRefused = useCallback(() => setRefused(true), []);
  const { prefill, submit } = useUrlSearch(runSearch, clear, markRefused);
  const defaultCurrency = usePreferredCurrency();
  const trip = useMemo(() => (lastParams ? tripSummary(lastParams) : null), [lastParams]);
  const queryClient = useQueryClient();
  // The ±3 days grid is asked for beside the search, not after it, so it shows with the deals.
  useEffect(() => {
    if (state.status === 'loading' && lastParams && dateGridAskedWithSearch()) {
      void queryClient.prefetchQuery(dateGridQuery(lastParams));
    }
  }, [state.status, lastParams, queryClient]);

  return (
    <>
      <HomeHero />
      {/* The first focus or touch inside the form starts the results' download (focus events bubble in React). */}
      <div
        className="mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:px-8"
        onFocus={preloadResults}
        onPointerDown={preloadResults}
      >
        <SearchForm
          onSearch={(_params, values) => submit(values)}
          isSearching={state.status === 'loading'}
          prefill={prefill}
          defaultCurrency={defaultCurrency}
          onRefused={markRefused}
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {refused && state.status === 'success' && <PreviousSearchNote />}
        <TripContext value={trip}>
          <SearchResults
            state={state}
            search={lastParams ?? undefined}
            saveAction={
              lastParams ? (
                <Suspense fallback={null}>
                  <SaveSearchButton search={lastParams} budgetPer={budgetPer} />
                </Suspense>
              ) : undefined
            }
          />
        </TripContext>
      </div>
    </>
  );
}
