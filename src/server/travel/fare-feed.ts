import type { CurrencyCode } from '../../core/currencies';
import type { ExploreWindow } from '../../core/explore';

/** What live explore asks its fare source: round trips from one origin over a window of dates. */
export interface FareQuery {
  /** IATA airport or city code. */
  origin: string;
  window: ExploreWindow;
  minNights: number;
  maxNights: number;
  /** Only fares out on a Thursday or Friday and back on a Sunday or Monday. */
  weekend: boolean;
  /** Only fares without a change either way. */
  directOnly: boolean;
  /** The currency asked for; a source may answer in another (each fare says which). */
  currency: CurrencyCode;
}

/** One cached round-trip fare, for one passenger. */
export interface Fare {
  /** IATA city code of the destination. */
  destination: string;
  /** For one passenger, in `currency`. */
  price: number;
  /** ISO 4217, upper case. */
  currency: string;
  departureDate: string;
  returnDate: string;
  /** Changes on the way out. */
  transfers: number;
  /** Changes on the way back. */
  returnTransfers: number;
  /** ISO instant the fare was fetched from the source. */
  fetchedAt: string;
}

/**
 * Cached fares (Travelpayouts: what travellers found in the last days), not bookable offers: explore's figures
 * built on them are estimates. Rejects with TravelProviderError (product.md §8 texts), aborts with the signal's reason.
 */
export interface FareFeed {
  /** Fares departing inside the window, returning by its last date, with nights in range. */
  findFares(query: FareQuery, signal: AbortSignal): Promise<Fare[]>;
}
