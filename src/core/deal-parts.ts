import type { DealFlightLeg } from './deal';
import { flightTimeTerm, ratingTerm, stopsTerm } from './deal-score';
import { describeLeg } from './flight-leg';
import { priceToCents } from './money';
import { hotelRating, type HotelRating } from './ratings';
import type { FlightOffer, HotelOffers, HotelSentiment, OfferPrice } from './travel-data';

/** What the engine needs of one flight offer, worked out once and shared by all of its combinations. */
export interface FlightPart {
  offer: FlightOffer;
  /** Position in the input, the last tie-breaker. */
  index: number;
  priceCents: number;
  airlineCode: string;
  outbound: DealFlightLeg;
  /** The second itinerary, or the outbound again (product.md §9). */
  return: DealFlightLeg;
  /** flightTimeTerm + stopsTerm are kept apart so scores add in the formula's order (see deal-score.ts). */
  timeTerm: number;
  stopsTerm: number;
}

/** What the engine needs of one hotel: its first offer and its rating. */
export interface HotelPart {
  hotel: HotelOffers;
  index: number;
  offerId: string;
  /** The first offer's price, of which the deal keeps what it was converted from. */
  price: OfferPrice;
  priceCents: number;
  rating: HotelRating;
  ratingTerm: number;
}

/**
 * The flight's part of every deal, or undefined when the offer cannot be priced or timed (no usable price, no
 * segments, a malformed or zero duration). One bad offer is skipped rather than failing the whole search.
 */
export function describeFlight(offer: FlightOffer, index: number): FlightPart | undefined {
  const priceCents = priceToCents(offer.price.total);
  const outboundItinerary = offer.itineraries[0];
  const outbound = describeLeg(outboundItinerary);
  const inbound = describeLeg(offer.itineraries[1] ?? outboundItinerary);
  if (priceCents === undefined || !outbound || !inbound) return undefined;
  const totalMinutes = outbound.durationMinutes + inbound.durationMinutes;
  if (totalMinutes <= 0) return undefined;
  const firstCarrier = outboundItinerary?.segments[0]?.carrierCode ?? '';
  return {
    offer,
    index,
    priceCents,
    airlineCode: offer.validatingAirlineCodes[0] ?? firstCarrier,
    outbound,
    return: inbound,
    timeTerm: flightTimeTerm(totalMinutes),
    stopsTerm: stopsTerm(outbound.stops),
  };
}

/** The hotel's part of every deal, from its first offer; undefined without an offer or a usable price. */
export function describeHotel(
  hotel: HotelOffers,
  index: number,
  sentiment: HotelSentiment | undefined,
): HotelPart | undefined {
  const offer = hotel.offers[0];
  const priceCents = offer && priceToCents(offer.price.total);
  if (!offer || priceCents === undefined) return undefined;
  const rating = hotelRating(sentiment);
  return {
    hotel,
    index,
    offerId: offer.id,
    price: offer.price,
    priceCents,
    rating,
    ratingTerm: ratingTerm(rating.rating),
  };
}
