import { Compass, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import type { SearchParams } from '../../core/search-params';
import { tripSummary } from '../../core/trip-summary';
import { usePreferredCurrency } from '../features/profile/use-preferred-currency';
import { preloadSearchResults, SearchResults } from '../features/results/search-results';
import { TripContext } from '../features/results/trip-context';
import { dateGridQuery, dateGridStartsOpen } from '../features/results/use-date-grid';
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
  const { t } = useTranslation();
  const { state, search, clear, lastParams } = useDealSearch();
  const runSearch = useCallback((params: SearchParams) => void search(params), [search]);
  const { prefill, submit } = useUrlSearch(runSearch, clear);
  const defaultCurrency = usePreferredCurrency();
  const trip = useMemo(() => (lastParams ? tripSummary(lastParams) : null), [lastParams]);
  const queryClient = useQueryClient();
  // The ±3 days grid is asked for beside the search, not after it, so it shows with the deals.
  useEffect(() => {
    if (state.status === 'loading' && lastParams && dateGridStartsOpen()) {
      void queryClient.prefetchQuery(dateGridQuery(lastParams));
    }
  }, [state.status, lastParams, queryClient]);

  return (
    <>
      <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-28 text-center sm:px-6 sm:pt-16 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('home.tagline')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
            {t('home.subtitle')}
          </p>
          <Link
            to={appPaths.explore}
            className="mt-5 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
          >
            <Compass className="size-4" aria-hidden="true" />
            {t('explore.heroLink')}
          </Link>
        </div>
      </section>
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
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <TripContext value={trip}>
          <SearchResults
            state={state}
            search={lastParams ?? undefined}
            saveAction={
              lastParams ? (
                <Suspense fallback={null}>
                  <SaveSearchButton search={lastParams} />
                </Suspense>
              ) : undefined
            }
          />
        </TripContext>
      </div>
    </>
  );
}
