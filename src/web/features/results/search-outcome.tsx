import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../core/search-params';
import { DealList } from './deal-list';
import { FlexibleDates } from './date-grid';
import { NoResultsCard } from './no-results-card';
import { PriceHistoryPanel } from './price-history-panel';
import type { SearchState } from './search-state';

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

/** Once a search ended: its deals, or why there are none, with the nearby dates' totals when they could help. */
export function SearchOutcome({ state, saveAction, search }: SearchOutcomeProps) {
  const { t } = useTranslation();
  // Under the results heading, so the page still opens on it.
  const nearbyDates = search && showsDateGrid(state) ? <FlexibleDates search={search} /> : undefined;
  if (state.status === 'success' && state.result.deals.length > 0) {
    const { priceHistory } = state.result;
    // Whether this total is low for the trip comes first, then the other dates that might beat it.
    const aboveDeals = (
      <>
        {search && priceHistory && <PriceHistoryPanel history={priceHistory} search={search} />}
        {nearbyDates}
      </>
    );
    return <DealList deals={state.result.deals} saveAction={saveAction} nearbyDates={aboveDeals} />;
  }
  const message = state.status === 'error' ? state.message : t('results.noDeals');
  return (
    <div className="space-y-8">
      <NoResultsCard message={message} />
      {nearbyDates}
    </div>
  );
}
