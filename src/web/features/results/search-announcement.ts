import type { TFunction } from 'i18next';
import { dealCountText } from './deal-count-text';
import type { SearchState } from './search-state';

/** The one line a screen reader hears when the results area changes; empty before a search. */
export function searchAnnouncement(state: SearchState, t: TFunction): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return state.step ? t(`results.steps.${state.step}`) : t('results.loading');
    case 'success':
      return state.result.deals.length > 0 ? dealCountText(t, state.result.deals) : t('results.noDeals');
    case 'error':
      return t('results.noResultsAnnouncement', { message: state.message });
  }
}
