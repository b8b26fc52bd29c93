import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BeforeSearchCard } from './before-search-card';
import { DealList } from './deal-list';
import { NoResultsCard } from './no-results-card';
import { searchAnnouncement } from './search-announcement';
import { SearchProgress } from './search-progress';
import type { SearchState } from './search-state';
import { useScrollToFinishedSearch } from './use-scroll-to-finished-search';

export type { SearchState } from './search-state';

interface SearchResultsProps {
  state: SearchState;
  /** The Save Search control, shown beside the results heading. */
  saveAction?: ReactNode;
}

function ResultsBody({ state, saveAction }: SearchResultsProps) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return <BeforeSearchCard />;
    case 'loading':
      return <SearchProgress step={state.step} />;
    case 'error':
      return <NoResultsCard message={state.message} />;
    case 'success':
      return state.result.deals.length > 0 ? (
        <DealList deals={state.result.deals} saveAction={saveAction} />
      ) : (
        <NoResultsCard message={t('results.noDeals')} />
      );
  }
}

/** The results area of the home page: before-search text, search progress, the deals, or why there are none. */
export function SearchResults({ state, saveAction }: SearchResultsProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  useScrollToFinishedSearch(state.status, section);
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
      <ResultsBody state={state} saveAction={saveAction} />
    </section>
  );
}
