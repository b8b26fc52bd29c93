import type { BagChoice } from '../../core/bag-choices';
import type { CabinClass } from '../../core/cabin-classes';
import type { CurrencyCode } from '../../core/currencies';
import type {
  FlightOffer,
  HotelOffers,
  HotelSentiment,
  HotelSummary,
  TravelLocation,
} from '../../core/travel-data';

export interface FlightOfferQuery {
  originLocationCode: string;
  destinationLocationCode: string;
  /** YYYY-MM-DD */
  departureDate: string;
  /** YYYY-MM-DD; absent for one-way trips. */
  returnDate?: string;
  adults: number;
  children: number;
  /** Each child's age on the day of travel, when known; providers that price by age need it. */
  childrenAges?: number[];
  travelClass: CabinClass;
  nonStop: boolean;
  currencyCode: CurrencyCode;
  /** At most this many offers (product.md §9: 50). */
  max: number;
  /**
   * What each traveller carries: the sandbox ranks by it (its cheapest offer is the cheapest with these bags), and
   * a provider that must ask what bags cost asks for these (default: a cabin bag). The search prices them into every
   * offer from its `bagFees` (src/core/flight-bags.ts).
   */
  bags?: BagChoice;
}

export interface HotelOfferQuery {
  /** 1 to 20 ids. */
  hotelIds: string[];
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  roomQuantity: number;
  currency: CurrencyCode;
  /** Ages of the children staying (0 to 17), for providers that price them. */
  childrenAges?: number[];
  /** The city the hotels were listed for, as offers should name it when the provider's answer does not. */
  cityCode?: string;
}

/*
 * Where travel data comes from (DESIGN.md "Travel data"), in three sides chosen on their own: places (always
 * local), flights and hotels. Every call takes an AbortSignal; an aborted call rejects with the signal's reason,
 * except where product.md §8 says a cancelled search returns an empty list. Failures reject with TravelProviderError
 * carrying the user-facing message of product.md §8.
 */

export interface LocationProvider {
  /** Airports and cities matching a keyword of 3+ characters (2+ in Chinese), best match first, at most 10. */
  searchLocations(keyword: string, signal: AbortSignal): Promise<TravelLocation[]>;
}

export interface FlightProvider {
  searchFlightOffers(query: FlightOfferQuery, signal: AbortSignal): Promise<FlightOffer[]>;
  /**
   * searchFlightOffers' cheapest offer alone (undefined: none), for a provider that can price it without building
   * every offer (the sandbox): a date grid asks 49 of them. Others leave it out and the grid searches.
   */
  cheapestFlightOffer?(query: FlightOfferQuery, signal: AbortSignal): Promise<FlightOffer | undefined>;
}

export interface HotelProvider {
  /** Hotels within 5 km of a city (IATA city or airport code); product.md §9 keeps the first 100. */
  listHotelsByCity(cityCode: string, signal: AbortSignal): Promise<HotelSummary[]>;
  searchHotelOffers(query: HotelOfferQuery, signal: AbortSignal): Promise<HotelOffers[]>;
  /** The hotel with the cheapest first offer, with that offer alone, where a provider can tell it cheaply. */
  cheapestHotelOffer?(query: HotelOfferQuery, signal: AbortSignal): Promise<HotelOffers | undefined>;
  /** Sentiments for any number of hotel ids; ids without data are simply missing. Never rejects for data. */
  getHotelSentiments(hotelIds: string[], signal: AbortSignal): Promise<HotelSentiment[]>;
}

/** All three sides, as the search pipeline and the location route use them. */
export interface TravelProvider extends LocationProvider, FlightProvider, HotelProvider {}

export type TravelProviderErrorKind =
  | 'rate_limited'
  | 'not_found'
  | 'invalid_request'
  | 'unavailable'
  /** Every offer the provider answered failed the checks against the search. */
  | 'unusable_offers';

/** Which partner a failure came from: the visitor is told "our flight partner" or "our hotel partner". */
export type TravelSide = 'flights' | 'hotels';

export interface TravelProviderErrorDetails {
  /** Set by the live adapters (Duffel, LiteAPI): their failures are told in product words. */
  side?: TravelSide;
  /** How long a rate limit asks us to wait, in whole seconds, when it said. */
  retryAfterSeconds?: number;
}

/** A provider failure whose message is fit to show the user (product.md §8). */
export class TravelProviderError extends Error {
  constructor(
    readonly kind: TravelProviderErrorKind,
    message: string,
    readonly details: TravelProviderErrorDetails = {},
  ) {
    super(message);
    this.name = 'TravelProviderError';
  }
}
