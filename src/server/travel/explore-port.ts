import type { BagChoice } from '../../core/bag-choices';
import type { CabinClass } from '../../core/cabin-classes';
import type { CurrencyCode } from '../../core/currencies';
import type { ExploreWindow } from '../../core/explore';
import type { HotelLevel } from '../../core/hotel-levels';

/** What explore asks a source: trips from one origin over a window of dates, for these travellers and rooms. */
export interface ExploreTripQuery {
  /** IATA airport or city code. */
  origin: string;
  window: ExploreWindow;
  minNights: number;
  maxNights: number;
  /** Only trips out on a Thursday or Friday and back on a Sunday or Monday. */
  weekend: boolean;
  adults: number;
  children: number;
  /** Ages of the children (0 to 17), for the hotel. */
  childrenAges: number[];
  rooms: number;
  level: HotelLevel;
  /** The cabin the fares are for, as a search in it prices them. */
  cabin: CabinClass;
  directOnly: boolean;
  /** What each traveller carries: the flight price includes it, as a search's does. */
  bags: BagChoice;
  currency: CurrencyCode;
  /** Trips dearer than this need not be priced further (a source may still return them). */
  budget: number;
}

/** The cheapest trip a source knows to one destination in the window, priced in the query's currency. */
export interface ExploreTrip {
  /** IATA city code of the destination. */
  destination: string;
  flightPrice: number;
  hotelPrice: number;
  departureDate: string;
  returnDate: string;
  /** Stops of the outbound flight. */
  stops: number;
  /** ISO instant the figures were priced at. */
  pricedAt: string;
  /** True for cached fares a search must re-price; false when a search for these dates finds this price. */
  estimate: boolean;
  /** The destination's usual total over the window, when the source knows it. */
  typicalTotal?: number;
}

/**
 * Where explore's figures come from: the sandbox's own generators (exact, so explore never promises what a search
 * cannot find) or cached live fares plus the hotel provider's lowest rates (estimates). Rejects with
 * TravelProviderError (product.md §8 texts), ExploreNotConfiguredError when live explore has no fare source, or
 * ExploreBusyError when as many uncached explores as allowed are already being priced.
 */
export interface ExploreSource {
  findTrips(query: ExploreTripQuery, signal: AbortSignal): Promise<ExploreTrip[]>;
  /** Stops the source's worker threads, on shutdown; a source without any has nothing to stop. */
  close(): Promise<void>;
}

/** Live data without a fare source (TRAVELPAYOUTS_TOKEN unset): explore cannot answer. */
export class ExploreNotConfiguredError extends Error {
  constructor() {
    super('Explore needs a fare source: set TRAVELPAYOUTS_TOKEN.');
    this.name = 'ExploreNotConfiguredError';
  }
}

/** The source has no fares in the cabin asked for (live explore's cached fares are economy's only). */
export class ExploreCabinNotOfferedError extends Error {
  constructor(readonly cabin: CabinClass) {
    super(`Explore has fares in economy only here, not ${cabin}.`);
    this.name = 'ExploreCabinNotOfferedError';
  }
}

/** As many uncached explores as allowed are being priced: this one is refused at once rather than queued. */
export class ExploreBusyError extends Error {
  /** The seconds a client is asked to wait: an index takes one to a few seconds to build. */
  readonly retryAfterSeconds = 5;

  constructor() {
    super('Explore is busy right now. Please try again in a few seconds.');
    this.name = 'ExploreBusyError';
  }
}
