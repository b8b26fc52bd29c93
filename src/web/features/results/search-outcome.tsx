import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../core/search-params';
import { DealList } from './deal-list';
import { NoResultsCard } from './no-results-card';
import type { SearchState } from './search-state';

// A chunk of its own: the deals never wait for the grid's code.
const FlexibleDates = lazy(async () => ({ default: (await import('./date-grid')).FlexibleDates }));

export interface SearchOutcomeProps {
  state: Extract<SearchState, { status: 'success' | 'error' }>;
  /** The Save Search control, shown beside the results heading. */
  saveAction?: ReactNode;
  /** The search whose outcome this is: with it, the flexible-dates grid shows above the deals. */
  search?: SearchParams;
}

/** Whether other dates could help: the search found deals, or none within the budget. */
function showsDateGrid(state: SearchOutcomeProps['state']): boolean {
  return state.status === 'success' || state.code === 'no_deals';
}

function Outcome({ state, saveAction }: SearchOutcomeProps) {
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

/** Once a search ended: its deals, or why there are none, with the nearby dates' totals when they could help. */
export function SearchOutcome(props: SearchOutcomeProps) {
  if (!props.search || !showsDateGrid(props.state)) return <Outcome {...props} />;
  return (
    <div className="space-y-8">
      <Suspense fallback={null}>
        <FlexibleDates search={props.search} />
      </Suspense>
      <Outcome {...props} />
    </div>
  );
}
