import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../core/search-params';
import { preloadable } from '../../lib/preloadable';
import { BeforeSearchCard } from './before-search-card';
import { preloadDateGridTable } from './date-grid-table-loader';
import { DealSkeletons } from './deal-skeletons';
import { searchAnnouncement } from './search-announcement';
import { SearchProgress } from './search-progress';
import type { SearchState } from './search-state';
import { useScrollToFinishedSearch } from './use-scroll-to-finished-search';

// Deal cards and their generated pictures are not in the page's first download: they load while the visitor
// fills the form in (`preloadSearchResults`), or with the first search.
const { Component: SearchOutcome, preload: loadOutcome } = preloadable(
  async () => (await import('./search-outcome')).SearchOutcome,
);

/** Starts downloading the results' code (deal cards, the flexible-dates grid), so the first search need not wait. */
export function preloadSearchResults(): void {
  void Promise.all([loadOutcome(), preloadDateGridTable()])
    // A failed download is tried again when the results render, where its error can show.
    .catch(() => undefined);
}

/** Tells the results area that the outcome is on the page, for as long as it is. */
function OnShown({ shown }: { shown: () => () => void }) {
  useEffect(shown, [shown]);
  return null;
}

export type { SearchState } from './search-state';

interface SearchResultsProps {
  state: SearchState;
  /** The Save Search control, shown beside the results heading. */
  saveAction?: ReactNode;
  /** The search whose results these are, for its flexible-dates grid. */
  search?: SearchParams;
}

interface ResultsBodyProps extends SearchResultsProps {
  /** Called when the outcome is on the page; its cleanup when it leaves. */
  resultsShown: () => () => void;
}

function ResultsBody({ state, saveAction, search, resultsShown }: ResultsBodyProps) {
  if (state.status === 'idle') return <BeforeSearchCard />;
  // In the page's own bundle, so the very first search shows its steps at once, never a blank area while the
  // results' chunk arrives (it starts loading with the search).
  if (state.status === 'loading') {
    return (
      <div className="space-y-8">
        <SearchProgress step={state.step} />
        <DealSkeletons />
      </div>
    );
  }
  return (
    <Suspense fallback={<DealSkeletons />}>
      <SearchOutcome state={state} saveAction={saveAction} search={search} />
      <OnShown shown={resultsShown} />
    </Suspense>
  );
}

/** The results area of the home page: before-search text, search progress, the deals, or why there are none. */
export function SearchResults({ state, saveAction, search }: SearchResultsProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const resultsShown = useScrollToFinishedSearch(state.status, section);
  // Fetched while the search runs (if the form did not already), so the deals show the moment it ends.
  useEffect(() => {
    if (state.status === 'loading') preloadSearchResults();
  }, [state.status]);
  return (
    <section
      ref={section}
      // While loading, hold about a row of cards' height, so arriving results do not shove the page around.
      className={`scroll-mt-20 ${state.status === 'loading' ? 'min-h-[36rem]' : ''}`}
    >
      {/* Always in the page, so a polite screen reader hears each change without the cards being read out. */}
      <p role="status" aria-live="polite" className="sr-only">
        {searchAnnouncement(state, t)}
      </p>
      <ResultsBody state={state} saveAction={saveAction} search={search} resultsShown={resultsShown} />
    </section>
  );
}
