import type { SearchOffers } from './convert-offers';
import { describeFlight, describeHotel } from './deal-parts';
import { priceToCents } from './money';
import type { FlightOffer } from './travel-data';

/** The cheapest flight the engine would use: by price, then the first whose itineraries it can read. */
function cheapestFlightCents(flights: FlightOffer[], currency: string): number | undefined {
  const priced = flights.flatMap((offer, index) => {
    const cents = offer.price.currency === currency ? priceToCents(offer.price.total) : undefined;
    return cents === undefined ? [] : [{ offer, index, cents }];
  });
  // Reading itineraries costs far more than reading prices; most of the time the cheapest offer is usable.
  priced.sort((left, right) => left.cents - right.cents);
  return priced.find(({ offer, index }) => describeFlight(offer, index))?.cents;
}

/**
 * The lowest total the deal engine could combine from these offers, in cents: the cheapest flight plus the
 * cheapest hotel's first offer, skipping what the engine skips (no usable price or itinerary, another currency),
 * so it equals the cheapest deal a search finds within a large enough budget. Null when a side has nothing.
 */
export function cheapestTotalCents(offers: SearchOffers, currency: string): number | null {
  const flight = cheapestFlightCents(offers.flights, currency);
  const hotels = offers.hotels.flatMap((hotel, index) =>
    hotel.offers[0]?.price.currency === currency
      ? (describeHotel(hotel, index, undefined)?.priceCents ?? [])
      : [],
  );
  if (flight === undefined || hotels.length === 0) return null;
  return flight + Math.min(...hotels);
}
