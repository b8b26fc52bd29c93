import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealList } from './deal-list';
import { NoResultsCard } from './no-results-card';
import type { SearchState } from './search-state';

export interface SearchOutcomeProps {
  state: Extract<SearchState, { status: 'success' | 'error' }>;
  /** The Save Search control, shown beside the results heading. */
  saveAction?: ReactNode;
}

/** Once a search ended: its deals, or why there are none. */
export function SearchOutcome({ state, saveAction }: SearchOutcomeProps) {
  const { t } = useTranslation();
  switch (state.status) {
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
