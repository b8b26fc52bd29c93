import { distanceFromCentreKm, type Coordinates } from '../../../core/centre-distance';
import { centsToAmount } from '../../../core/money';
import {
  checkHotel,
  checkRooms,
  type HotelCheckReason,
  type HotelStayFacts,
} from '../../../core/offer-checks';
import { parseHttpsUrl } from '../../../core/safe-url';
import type { HotelOffer, HotelOffers, HotelSentiment, HotelSummary } from '../../../core/travel-data';
import { priceOffer } from './offer-price';
import type { HotelData, HotelsResponse, RatesHotel, RatesResponse, RoomType } from './wire';

/** product.md §9: the first 100 hotel ids are kept. */
export const HOTEL_LIST_LIMIT = 100;

/** An offer left out of the answer, for the log. */
export interface SkippedOffer {
  hotelId: string;
  offerId?: string;
  reason: string;
}

type HotelFields = Pick<
  HotelData | RatesHotel,
  'id' | 'name' | 'address' | 'main_photo' | 'stars' | 'latitude' | 'longitude'
>;

/** Only https photos: the page would otherwise load mixed content (and http links can be tampered with). */
function httpsPhoto(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const checked = parseHttpsUrl(raw);
  return checked.ok ? checked.url.href : undefined;
}

/** How far the hotel is from the city centre, when both positions are known. */
function distanceOf({ latitude, longitude }: HotelFields, centre: Coordinates | undefined) {
  if (!centre || typeof latitude !== 'number' || typeof longitude !== 'number') return {};
  return { distanceFromCentreKm: distanceFromCentreKm(centre, { latitude, longitude }) };
}

function toHotelSummary(hotel: HotelFields, cityCode: string, centre: Coordinates | undefined): HotelSummary {
  const address = hotel.address?.trim();
  const photoUrl = httpsPhoto(hotel.main_photo);
  const stars = hotel.stars ?? 0;
  return {
    hotelId: hotel.id,
    name: hotel.name,
    cityCode,
    ...(address ? { address } : {}),
    ...(photoUrl ? { photoUrl } : {}),
    ...(stars > 0 ? { stars } : {}),
    ...distanceOf(hotel, centre),
  };
}

/** Hotels LiteAPI has deleted cannot be booked and are left out. */
export function toHotelSummaries(
  response: HotelsResponse,
  cityCode: string,
  centre?: Coordinates,
): HotelSummary[] {
  return response.data
    .filter((hotel) => !hotel.deletedAt)
    .slice(0, HOTEL_LIST_LIMIT)
    .map((hotel) => toHotelSummary(hotel, cityCode, centre));
}

/** product.md §3's sentiment from LiteAPI's 0–10 rating; hotels without a rating have no sentiment. */
export function toSentiments(response: HotelsResponse): HotelSentiment[] {
  return response.data.flatMap((hotel) => {
    const rating = hotel.rating ?? 0;
    if (rating <= 0) return [];
    return [
      {
        hotelId: hotel.id,
        overallRating: Math.min(100, Math.round(rating * 10)),
        numberOfReviews: hotel.reviewCount ?? 0,
      },
    ];
  });
}

/** The rating the rates answer carries (0 to 10) as product.md §3's sentiment, when it carries one. */
function sentimentOf(hotel: RatesHotel): HotelOffers['sentiment'] {
  const rating = hotel.rating ?? 0;
  if (rating <= 0) return undefined;
  return { overallRating: Math.min(100, Math.round(rating * 10)), numberOfReviews: hotel.review_count ?? 0 };
}

const whereItIs = (hotel: RatesHotel) => ({
  hotelId: hotel.id,
  ...(hotel.country_code ? { countryCode: hotel.country_code } : {}),
  ...(typeof hotel.latitude === 'number' && typeof hotel.longitude === 'number'
    ? { latitude: hotel.latitude, longitude: hotel.longitude }
    : {}),
});

const roomsOf = (roomType: RoomType) =>
  roomType.rates.map((rate) => ({
    ...(rate.occupancyNumber === undefined ? {} : { occupancyNumber: rate.occupancyNumber }),
    ...(rate.adultCount === undefined ? {} : { adults: rate.adultCount }),
    ...(rate.childrenAges ? { childrenAges: rate.childrenAges } : {}),
  }));

/**
 * Every hotel with at least one usable offer, its offers cheapest first (the engine prices a hotel by its first
 * offer). A hotel the answer does not describe in `hotels` has no name to show and is left out too, and so is
 * every hotel or offer that does not answer the stay asked (`failedChecks` says why, one entry each).
 */
export function toHotelOffers(
  response: RatesResponse,
  stay: { cityCode: string; asked: HotelStayFacts; centre?: Coordinates },
): { hotels: HotelOffers[]; skipped: SkippedOffer[]; failedChecks: HotelCheckReason[] } {
  const described = new Map(response.hotels.map((hotel) => [hotel.id, hotel]));
  const skipped: SkippedOffer[] = [];
  const failedChecks: HotelCheckReason[] = [];
  const hotels: HotelOffers[] = [];
  const rooms = stay.asked.rooms.length;
  for (const { hotelId, roomTypes } of response.data) {
    const hotel = described.get(hotelId);
    const hotelCheck = checkHotel(stay.asked, hotel ? whereItIs(hotel) : { hotelId });
    if (!hotelCheck.ok) {
      failedChecks.push(hotelCheck.reason);
      continue;
    }
    if (!hotel) {
      skipped.push({ hotelId, reason: 'hotel not described in the answer' });
      continue;
    }
    const priced: { offer: HotelOffer; cents: number }[] = [];
    for (const roomType of roomTypes) {
      const roomsCheck = checkRooms(stay.asked, roomsOf(roomType));
      if (!roomsCheck.ok) {
        failedChecks.push(roomsCheck.reason);
        continue;
      }
      const offerId = roomType.offerId ?? roomType.roomTypeId;
      const price = priceOffer(roomType, rooms);
      if (!offerId || !price.usable) {
        skipped.push({ hotelId, offerId, reason: price.usable ? 'no offer id' : price.reason });
        continue;
      }
      const { cents, currency, paidAtHotelCents, refundable } = price;
      priced.push({
        cents,
        offer: {
          id: offerId,
          price: { total: centsToAmount(cents).toFixed(2), currency },
          ...(refundable === undefined ? {} : { refundable }),
          ...(paidAtHotelCents > 0
            ? { paidAtHotel: { amount: centsToAmount(paidAtHotelCents), currency } }
            : {}),
        },
      });
    }
    if (priced.length === 0) continue;
    priced.sort((left, right) => left.cents - right.cents);
    const sentiment = sentimentOf(hotel);
    hotels.push({
      hotel: toHotelSummary(hotel, stay.cityCode, stay.centre),
      offers: priced.map(({ offer }) => offer),
      ...(sentiment ? { sentiment } : {}),
    });
  }
  return { hotels, skipped, failedChecks };
}
