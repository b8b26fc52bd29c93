import type { CurrencyCode } from './currencies';
import type { Deal } from './deal';
import type { PriceHistory } from './price-history';

/** The steps of a search, in product.md §4 order. */
export type SearchStep = 'flights' | 'hotels' | 'combining';

export interface SearchTimings {
  flightsMs: number;
  hotelsMs: number;
  combineMs: number;
  totalMs: number;
}

export interface SearchResult {
  deals: Deal[];
  currency: CurrencyCode;
  timings: SearchTimings;
  /**
   * Where this search's cheapest total sits among comparable totals of the last days (issue 30); absent when the
   * search found no flight with a hotel, or the history could not be read (the deals never wait on it).
   */
  priceHistory?: PriceHistory;
}

/**
 * One line of a streamed search (`Accept: application/x-ndjson`): steps as they start, then the result or the
 * error the plain JSON answer would have carried.
 */
export type SearchEvent =
  | { type: 'step'; step: SearchStep }
  | ({ type: 'result' } & SearchResult)
  | {
      type: 'error';
      status: number;
      error: { code: string; message: string };
      /** How long to wait before trying again, when the failure says (the plain answer's Retry-After). */
      retryAfterSeconds?: number;
    };
