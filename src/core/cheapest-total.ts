import type { DealEngineInput } from './deal-engine';
import { describeFlight, describeHotel } from './deal-parts';
import { priceToCents } from './money';
import type { FlightOffer, HotelOffers } from './travel-data';
import { stayKey } from './trip-stay';

/** What the cheapest total reads: the flights, the stay each leads to, and each stay's hotel offers. */
export type StayOffers = Pick<DealEngineInput, 'flights' | 'stayOf' | 'hotelsByStay'>;

/** The cheapest first offer among the hotels the engine would use, in cents. */
function cheapestHotelCents(hotels: HotelOffers[], currency: string): number | undefined {
  const prices = hotels.flatMap((hotel, index) =>
    hotel.offers[0]?.price.currency === currency
      ? (describeHotel(hotel, index, undefined)?.priceCents ?? [])
      : [],
  );
  return prices.length === 0 ? undefined : Math.min(...prices);
}

/** The flights the engine would use, with their prices in cents. */
function usableFlights(flights: FlightOffer[], currency: string) {
  return flights.flatMap((offer, index) => {
    const cents = offer.price.currency === currency ? priceToCents(offer.price.total) : undefined;
    return cents !== undefined && describeFlight(offer, index) ? [{ offer, cents }] : [];
  });
}

/**
 * The lowest total the deal engine could combine from these offers, in cents: over the flights, each one's price
 * plus the cheapest first hotel offer of the stay it leads to, skipping what the engine skips (no usable price or
 * itinerary, another currency), so it equals the cheapest deal a search finds within a large enough budget. Null
 * when no flight has a hotel to go with it.
 */
export function cheapestTotalCents(offers: StayOffers, currency: string): number | null {
  const hotelCents = new Map<string, number | undefined>();
  let cheapest: number | null = null;
  for (const { offer, cents } of usableFlights(offers.flights, currency)) {
    const key = stayKey(offers.stayOf(offer));
    if (!hotelCents.has(key)) {
      hotelCents.set(key, cheapestHotelCents(offers.hotelsByStay.get(key) ?? [], currency));
    }
    const hotel = hotelCents.get(key);
    if (hotel !== undefined && (cheapest === null || cents + hotel < cheapest)) cheapest = cents + hotel;
  }
  return cheapest;
}
