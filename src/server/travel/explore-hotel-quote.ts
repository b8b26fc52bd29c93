import type { CurrencyCode } from '../../core/currencies';
import { levelMinimumRating, type HotelLevel } from '../../core/hotel-levels';
import { priceToCents } from '../../core/money';
import type { HotelOffers } from '../../core/travel-data';
import type { Cache } from '../infra/cache';
import type { HotelProvider } from './port';

/** One destination's stay as explore prices it. */
export interface ExploreStayQuery {
  cityCode: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childrenAges: number[];
  rooms: number;
  level: HotelLevel;
  /** Asked of the hotel provider; offers may still come in another. */
  currency: CurrencyCode;
}

/**
 * The cheapest stay among the hotels fit for the level, in cents, per currency the offers were priced in (a
 * provider may answer in several; the caller converts). Empty when no such hotel has an offer.
 */
export interface HotelQuote {
  cheapest: Record<string, number>;
}

/** Travelpayouts' fares change about daily; the hotel figure beside them is kept as long. */
export const HOTEL_QUOTE_TTL_MS = 24 * 60 * 60_000;
/** product.md §9: 20 hotel ids queried per search; explore looks at the same first 20. */
const HOTEL_IDS_QUERIED = 20;

const keyOf = (stay: ExploreStayQuery) =>
  [
    'explore:hotels',
    stay.cityCode,
    stay.checkIn,
    stay.checkOut,
    stay.adults,
    stay.childrenAges.join(','),
    stay.rooms,
    stay.level,
    stay.currency,
  ].join(':');

/** Each hotel's first offer (the provider's cheapest), the cheapest of them per currency. */
function cheapestFirstOffers(hotels: readonly HotelOffers[]): Record<string, number> {
  const cheapest: Record<string, number> = {};
  for (const { offers } of hotels) {
    const price = offers[0]?.price;
    const cents = price && priceToCents(price.total);
    if (!price || cents === undefined) continue;
    const known = cheapest[price.currency];
    if (known === undefined || cents < known) cheapest[price.currency] = cents;
  }
  return cheapest;
}

async function loadQuote(
  hotels: HotelProvider,
  stay: ExploreStayQuery,
  signal: AbortSignal,
): Promise<HotelQuote> {
  const listed = await hotels.listHotelsByCity(stay.cityCode, signal);
  const ids = listed.slice(0, HOTEL_IDS_QUERIED).map((hotel) => hotel.hotelId);
  if (ids.length === 0) return { cheapest: {} };
  const minimum = levelMinimumRating[stay.level];
  const [offers, sentiments] = await Promise.all([
    hotels.searchHotelOffers(
      {
        hotelIds: ids,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: stay.adults,
        childrenAges: stay.childrenAges,
        roomQuantity: stay.rooms,
        currency: stay.currency,
        cityCode: stay.cityCode,
      },
      signal,
    ),
    // A budget stay takes the cheapest room whatever its guests said: no ratings needed.
    minimum > 0 ? hotels.getHotelSentiments(ids, signal) : Promise.resolve([]),
  ]);
  const rating = new Map(sentiments.map((sentiment) => [sentiment.hotelId, sentiment.overallRating]));
  const fit = offers.filter(({ hotel }) => minimum === 0 || (rating.get(hotel.hotelId) ?? 0) >= minimum);
  return { cheapest: cheapestFirstOffers(fit) };
}

/**
 * The quote of a stay from the shared cache, or asked of the hotel provider (list → first 20 offers, and ratings
 * unless the level takes every hotel) and kept 24 hours. Failures are never stored, nor a call cut short by the
 * signal (a provider may answer a cancelled offer search with an empty list).
 */
export async function hotelQuote(
  hotels: HotelProvider,
  cache: Cache,
  stay: ExploreStayQuery,
  signal: AbortSignal,
): Promise<HotelQuote> {
  const key = keyOf(stay);
  const hit = await cache.get<HotelQuote>(key);
  if (hit) return hit;
  const quote = await loadQuote(hotels, stay, signal);
  signal.throwIfAborted();
  await cache.set(key, quote, HOTEL_QUOTE_TTL_MS);
  return quote;
}
