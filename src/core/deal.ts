import type { CurrencyCode } from './currencies';
import type { DealStay } from './trip-stay';
import type { IncludedBags, OriginalPrice, PricedBags } from './travel-data';

/** One flight of a leg, as a boarding pass names it. */
export interface DealFlightSegment {
  /** Airport IATA codes. */
  from: string;
  to: string;
  /** Local times at `from` and `to`, ISO 'YYYY-MM-DDTHH:MM:SS'. */
  departureAt: string;
  arrivalAt: string;
  /** Marketing carrier and flight number: 'LH' and '1234'. */
  carrierCode: string;
  number: string;
  /** Time in the air and taxiing, when the provider gives it. */
  durationMinutes?: number;
}

/** The wait between two flights of a leg. */
export interface DealConnection {
  /** Where the traveller lands (IATA). */
  airport: string;
  /** Where the next flight leaves from, only when that is another airport (a change of airport). */
  departsFrom?: string;
  minutes: number;
}

/** One leg of a deal's flight, as the card shows it (product.md §2 deal card). */
export interface DealFlightLeg {
  /** Local departure, ISO 'YYYY-MM-DDTHH:MM:SS'. */
  departureAt: string;
  /** Local arrival, ISO 'YYYY-MM-DDTHH:MM:SS'. */
  arrivalAt: string;
  /** Whole itinerary, connections included. */
  durationMinutes: number;
  /** Connections on this leg: segments − 1. */
  stops: number;
  /** First departure and last arrival airport (IATA). */
  from: string;
  to: string;
  segments: DealFlightSegment[];
  /** One per stop, in order. */
  connections: DealConnection[];
  /** Bags every traveller may take on every flight of the leg, when the provider says for all of them. */
  includedBags?: IncludedBags;
}

export interface DealPartnerLink {
  /** Shown to the user, e.g. 'Google Flights'. */
  partner: string;
  /** https only. */
  url: string;
}

/**
 * A trip's estimated emissions (issue 30): its flights' CO₂e for every seated traveller, the provider's own estimate
 * when it gives one, else by the Travel Impact Model method (src/core/flight-emissions.ts); and its hotel nights',
 * per guest night by the hotel's country (src/core/hotel-emission-factors.ts).
 */
export interface DealEmissions {
  /** Whole kg CO₂e. */
  flightKg: number;
  /** Whole kg CO₂e of the priced stay's nights for every hotel guest. */
  hotelKg: number;
  travellers: number;
  source: 'provider' | 'model';
}

/** A flight-plus-hotel combination within budget (product.md §3 "Deal result"). */
export interface Deal {
  /** Flight offer id + '-' + hotel id. */
  id: string;
  /** The hotel's first offer id. */
  offerId: string;
  hotel: {
    hotelId: string;
    name: string;
    /** City code. */
    location: string;
    /** The street address, when the provider gives one. */
    address?: string;
    /** The hotel's own photo (https), when the provider has one; otherwise the web draws one. */
    photoUrl?: string;
    /** Whether the rate can be cancelled for a refund, when the provider says. */
    refundable?: boolean;
    /** How far the hotel is from the city centre, in km to 0.1, when the provider says where the hotel is. */
    distanceFromCentreKm?: number;
    /** 0 to 10 with one decimal; 0 means no rating ('New listing'). */
    rating: number;
    /** 'Excellent' … 'Average', or 'No rating' (product.md §9); the web translates it. */
    ratingLabel: RatingLabel;
    numberOfReviews: number;
    /** In the deal's currency. */
    price: number;
    /** The provider's own price when it asked in another currency ("≈ converted from GBP 412.3"). */
    convertedFrom?: OriginalPrice;
    /** The part of `price` paid at the hotel (local taxes and fees), in the deal's currency, when there is one. */
    paidAtHotel?: number;
  };
  flight: {
    /** Validating airline code ('LH'); the web shows the name for known codes and the code otherwise. */
    airlineCode: string;
    outbound: DealFlightLeg;
    /** The outbound again when the offer has no second itinerary (product.md §9). */
    return: DealFlightLeg;
    /** Outbound stops (product.md §9). */
    stops: number;
    /** Whether the whole ticket can be refunded before departure, when the provider says. */
    refundable?: boolean;
    /** In the deal's currency, with the search's bags when `bags.known`. */
    price: number;
    /** The provider's own price when it asked in another currency. */
    convertedFrom?: OriginalPrice;
    /** The bags of the search's choice `price` includes, in the deal's currency (issue 28). */
    bags?: PricedBags;
  };
  /** The hotel nights this deal prices: from the day the flight lands, or the traveller's own dates. */
  stay: DealStay;
  /** Absent when an airport of the flight has no known position. */
  emissions?: DealEmissions;
  totalPrice: number;
  currency: CurrencyCode;
  score: number;
  links: { flight: DealPartnerLink; hotel: DealPartnerLink };
}

export type RatingLabel = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Average' | 'No rating';
