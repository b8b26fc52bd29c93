import type { ObservationSource, PriceHistory } from '../../core/price-history';
import type { SearchParams } from '../../core/search-params';
import { searchObservationKey } from './observation-keys';
import type { PriceHistoryService } from './price-history-service';

export interface SearchHistory {
  /** Records the search's cheapest total and answers where it sits, for a visitor's search; never rejects. */
  observe(total: number): Promise<PriceHistory | undefined>;
}

const noHistory: SearchHistory = { observe: () => Promise.resolve(undefined) };

/**
 * A search's part in the price history, started with the search: a visitor's search reads the stored days beside
 * its provider calls, so the answer waits on the database only if the search was quicker than the lookup. A
 * watch's check records its total and reads nothing (nobody sees a band there).
 */
export function searchHistory(
  service: PriceHistoryService | undefined,
  params: SearchParams,
  source: Extract<ObservationSource, 'search' | 'watch'>,
): SearchHistory {
  if (!service) return noHistory;
  const key = searchObservationKey(params);
  const stored = source === 'search' ? service.readDays(key) : undefined;
  return {
    observe: (total) => {
      service.recorder.record([{ ...key, total, currency: params.currency, source }]);
      return stored
        ? service.answer(stored, { total, currency: params.currency })
        : Promise.resolve(undefined);
    },
  };
}
