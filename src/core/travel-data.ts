/**
 * Travel data as the deal engine sees it. The shapes follow the Amadeus Self-Service responses (SPEC.md §3 and
 * §7) so that every provider adapter maps onto them without losing anything the engine needs.
 */

export type LocationSubType = 'AIRPORT' | 'CITY';

/** An airport or city suggestion (SPEC §3). */
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
}

export interface FlightItinerary {
  /** ISO 8601 duration of the whole itinerary, connections included, e.g. 'PT7H35M'. */
  duration: string;
  segments: FlightSegment[];
}

export interface FlightOffer {
  id: string;
  /** Total for every traveller, as a decimal string in `currency`. */
  price: { total: string; currency: string };
  /** Outbound first; a second itinerary is the return. */
  itineraries: FlightItinerary[];
  validatingAirlineCodes: string[];
}

/** A hotel found in a city (hotel list step). */
export interface HotelSummary {
  hotelId: string;
  name: string;
  cityCode: string;
}

export interface HotelOffer {
  id: string;
  /** Total for the whole stay and every room, as a decimal string in `currency`. */
  price: { total: string; currency: string };
}

/** Offers of one hotel; the engine uses the first offer. */
export interface HotelOffers {
  hotel: HotelSummary;
  offers: HotelOffer[];
}

/** Guest sentiment of one hotel (SPEC §3): overall rating 0 to 100. */
export interface HotelSentiment {
  hotelId: string;
  overallRating: number;
  numberOfReviews: number;
}
