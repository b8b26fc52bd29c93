/**
 * Travel data as the deal engine sees it. The shapes follow the Amadeus Self-Service responses (product.md §3 and
 * §7) so that every provider adapter maps onto them without losing anything the engine needs.
 */

import type { BagChoice } from './bag-choices';

export type LocationSubType = 'AIRPORT' | 'CITY';

/** An airport or city suggestion (product.md §3). */
export interface TravelLocation {
  name: string;
  iataCode: string;
  subType: LocationSubType;
  address: { cityName: string; countryName: string };
}

export interface FlightEndpoint {
  iataCode: string;
  /** Local date-time at that airport, ISO 8601 without offset: '2026-12-01T08:30:00'. */
  at: string;
}

export interface FlightSegment {
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  carrierCode: string;
  number: string;
  /** ISO 8601 duration, e.g. 'PT2H5M'. */
  duration: string;
  /** Bags included on this flight for every traveller, when the provider says. */
  includedBags?: IncludedBags;
}

export interface IncludedBags {
  carryOn: number;
  checked: number;
}

export interface FlightItinerary {
  /** ISO 8601 duration of the whole itinerary, connections included, e.g. 'PT7H35M'. */
  duration: string;
  segments: FlightSegment[];
}

/** What the provider asked, in its own currency, for a price converted into the search's currency. */
export interface OriginalPrice {
  amount: number;
  currency: string;
}

/** An offer's total as a decimal string in `currency`, with the provider's own price when it was converted. */
export interface OfferPrice {
  total: string;
  currency: string;
  convertedFrom?: OriginalPrice;
}

export interface FlightOffer {
  id: string;
  /** Total for every traveller. */
  price: OfferPrice;
  /** Outbound first; a second itinerary is the return. */
  itineraries: FlightItinerary[];
  validatingAirlineCodes: string[];
  /** The name of the airline selling the offer (validatingAirlineCodes[0]), when the provider gives it. */
  validatingAirlineName?: string;
  /** Whether the whole offer can be refunded before departure, when the provider says. */
  refundable?: boolean;
  /** What one traveller pays on this offer to carry each bag choice; absent when the provider gave no bag data. */
  bagFees?: BagFees;
  /** The provider's own estimate of the kg CO₂ of every traveller flying the offer (Duffel's total_emissions_kg). */
  totalEmissionsKg?: number;
  /** The bags `price` includes, once the search has priced its bag choice in (src/core/flight-bags.ts). */
  bags?: PricedBags;
}

/**
 * The bags a search's flight price includes: `count` bags of `choice` (one per traveller who carries one) costing
 * `amount` in the price's currency; `known` false when the provider gave no price for them (then `amount` is 0
 * and the price leaves them out).
 */
export interface PricedBags {
  choice: BagChoice;
  count: number;
  amount: number;
  known: boolean;
}

/**
 * One traveller's price, for the whole trip (every flight of every itinerary), in the offer's price currency, of
 * each bag choice on an offer: 0 when the fare includes it, null when the offer cannot carry it, no key when the
 * provider did not say (issue 28).
 */
export type BagFees = Partial<Record<BagChoice, number | null>>;

/** A hotel found in a city (hotel list step). */
export interface HotelSummary {
  hotelId: string;
  name: string;
  cityCode: string;
  /** Street address, when the provider gives one. */
  address?: string;
  /** The hotel's main photo; https only. */
  photoUrl?: string;
  /** Star rating, 0 to 5 (halves possible). */
  stars?: number;
  /** How far it is from its city's centre, in km to 0.1, when the provider knows both positions. */
  distanceFromCentreKm?: number;
}

export interface HotelOffer {
  id: string;
  /** Total for the whole stay and every room. */
  price: OfferPrice;
  /** Free cancellation (the provider's refundable tag), when the provider says. */
  refundable?: boolean;
  /** The part of `price` paid at the hotel (local taxes and fees), in the provider's own currency. */
  paidAtHotel?: { amount: number; currency: string };
}

/** Offers of one hotel; the engine uses the first offer. */
export interface HotelOffers {
  hotel: HotelSummary;
  offers: HotelOffer[];
  /** The guests' rating when the offers' answer carries it (LiteAPI's rates do); preferred to a separate call's. */
  sentiment?: Omit<HotelSentiment, 'hotelId'>;
}

/** Guest sentiment of one hotel (product.md §3): overall rating 0 to 100. */
export interface HotelSentiment {
  hotelId: string;
  overallRating: number;
  numberOfReviews: number;
}
