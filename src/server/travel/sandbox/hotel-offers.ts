import type { HotelOffer, HotelOffers } from '../../../core/travel-data';
import { TravelProviderError, type HotelOfferQuery } from '../port';
import { airportData, type City } from './airport-data';
import { midRangeNightlyUsd, referenceMidRangeUsd } from './city-cost';
import type { CurrencyCode } from '../../../core/currencies';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';
import { formatMinorUnits, usdToMinorUnits } from './exchange-rates';
import type { Stars } from './hotel-names';
import { seasonFactor } from './hotel-season';
import { nightCalendarMultiplier } from './price-calendar';
import { findHotel, summaryOf, type SandboxHotel } from './hotels';
import { hotelRateRefundable } from './refund-terms';
import { hashParts, seededRandom } from '../../../core/seeded-random';
import { addDays, nightsBetween, parseTravelDate, type TravelDate } from './travel-time';

/** product.md §5: 1 to 20 hotel ids per offers search. */
export const maxHotelIds = 20;

/**
 * A hotel's standard room by stars, as a share of the city's mid-range night (city-cost.ts), before its own
 * quality (0.85–1.25): 3★ rooms end and 4★ rooms begin near 1, so the median of the two sits at the mid-range
 * rate; a hostel or 2★ costs under half of it and a 5★ about twice and more, as booking sites show by stars.
 */
const shareOfMidRangeByStars: Readonly<Record<Stars, number>> = { 2: 0.45, 3: 0.78, 4: 1.2, 5: 2.2 };

/** Room types a hotel may offer, by price over its standard room. */
const roomTypeMultipliers = [1, 1.22, 1.65] as const;

/** Each adult beyond two in a room adds a quarter of the room's rate. */
const extraAdultSurcharge = 0.25;
const adultsIncludedPerRoom = 2;

/** About one hotel in eight has nothing left for a given stay. */
const soldOutShare = 0.12;

const invalidParameters = () =>
  new TravelProviderError(
    'invalid_request',
    'Invalid search parameters. Please check your dates and guest count.',
  );

function validate(query: HotelOfferQuery) {
  const count = query.hotelIds.length;
  if (count === 0) throw new TravelProviderError('invalid_request', 'No hotel IDs provided');
  if (count > maxHotelIds) {
    throw new TravelProviderError(
      'invalid_request',
      `Too many hotel IDs. Maximum ${maxHotelIds} allowed, received ${count}`,
    );
  }
  const checkIn = parseTravelDate(query.checkInDate);
  const checkOut = parseTravelDate(query.checkOutDate);
  if (!checkIn || !checkOut || nightsBetween(checkIn, checkOut) < 1) throw invalidParameters();
  const { adults, roomQuantity } = query;
  if (!Number.isInteger(adults) || adults < 1 || adults > 30) throw invalidParameters();
  if (!Number.isInteger(roomQuantity) || roomQuantity < 1 || roomQuantity > 8) throw invalidParameters();
  if (!Object.hasOwn(referenceUnitsPerUsd, query.currency)) throw invalidParameters();
  return { checkIn, nights: nightsBetween(checkIn, checkOut) };
}

/** A room type's nightly rate in US dollars out of season: stars, city and the hotel's own quality. */
export function nightlyRateUsd(hotel: SandboxHotel, city: City | undefined, roomType: number): number {
  const midRangeUsd = city ? midRangeNightlyUsd(city) : referenceMidRangeUsd;
  return (
    midRangeUsd * shareOfMidRangeByStars[hotel.stars] * hotel.quality * (roomTypeMultipliers[roomType] ?? 1)
  );
}

/**
 * Each night's factor in the city from check-in on, asked on the quote day: its season and the calendar's
 * (price-calendar.ts). The same for every hotel of the city, and a night's factor does not depend on the stay.
 */
export function nightlySeason(
  city: City | undefined,
  checkIn: TravelDate,
  nights: number,
  quoteDay: TravelDate,
): number[] {
  return Array.from({ length: nights }, (_, night) => {
    if (!city) return 1;
    const date = addDays(checkIn, night);
    const calendar = nightCalendarMultiplier({
      quoteDay,
      date,
      cityCode: city.code,
      countryCode: city.countryCode,
    });
    return seasonFactor(city, date) * calendar;
  });
}

/** Ten characters, like Amadeus offer ids; the same stay always gets the same id. */
function offerId(...parts: readonly (string | number)[]): string {
  const high = hashParts('offer-id', ...parts).toString(36);
  const low = hashParts('offer-id-low', ...parts).toString(36);
  return `${high}${low}`.toUpperCase().padStart(10, '0').slice(0, 10);
}

/** How many room types a hotel has left for a stay: 0 when it is sold out, else 1 to 3. */
export function roomTypesLeft(hotelId: string, checkIn: string, checkOut: string): number {
  const random = seededRandom('hotel-availability', hotelId, checkIn, checkOut);
  return random.chance(soldOutShare) ? 0 : random.integer(1, roomTypeMultipliers.length);
}

/** Adults beyond two in a room make every night dearer by this factor. */
export function adultsSurcharge(adults: number, rooms: number): number {
  const adultsPerRoom = Math.ceil(adults / rooms);
  return 1 + extraAdultSurcharge * Math.max(0, adultsPerRoom - adultsIncludedPerRoom);
}

/** A stay's price in minor units: each night's rate in its season, rounded to the cent, for every room. */
export function stayPriceMinor(
  rateUsd: number,
  seasons: readonly number[],
  rooms: number,
  currency: CurrencyCode,
): number {
  const stayMinor = seasons.reduce((sum, season) => sum + usdToMinorUnits(rateUsd * season, currency), 0);
  return stayMinor * rooms;
}

/**
 * Offers for each known hotel, cheapest first: 1 to 3 room types, priced total = rooms × the sum of each night's
 * rate in its season (adults beyond two per room add a surcharge to the rate). Sold-out hotels and unknown ids are
 * left out, as Amadeus leaves out hotels without availability.
 */
export function searchHotelOffers(query: HotelOfferQuery, quoteDay: TravelDate): HotelOffers[] {
  const stay = validate(query);
  return [...new Set(query.hotelIds)].flatMap((hotelId): HotelOffers[] => {
    const hotel = findHotel(hotelId);
    if (!hotel) return [];
    const roomTypes = roomTypesLeft(hotelId, query.checkInDate, query.checkOutDate);
    return roomTypes === 0 ? [] : [hotelOffers(hotel, roomTypes, query, { ...stay, quoteDay })];
  });
}

/**
 * The hotel whose first offer is the cheapest of searchHotelOffers' answer, with that offer alone: a date grid
 * prices 49 stays. The standard room's rate orders the stays' prices, so only the hotels cheaper than the best
 * so far are asked whether they have a room.
 */
export function cheapestHotelOffer(query: HotelOfferQuery, quoteDay: TravelDate): HotelOffers | undefined {
  const stay = validate(query);
  let best: { hotel: SandboxHotel; rateUsd: number } | undefined;
  for (const hotelId of new Set(query.hotelIds)) {
    const hotel = findHotel(hotelId);
    if (!hotel) continue;
    const rateUsd = nightlyRateUsd(hotel, airportData().cityByCode.get(hotel.cityCode), 0);
    if (best && rateUsd >= best.rateUsd) continue;
    if (roomTypesLeft(hotelId, query.checkInDate, query.checkOutDate) > 0) best = { hotel, rateUsd };
  }
  return best && hotelOffers(best.hotel, 1, query, { ...stay, quoteDay });
}

/** A hotel's offers for a stay asked on the quote day: its first `roomTypes` room types, priced night by night. */
function hotelOffers(
  hotel: SandboxHotel,
  roomTypes: number,
  query: HotelOfferQuery,
  { checkIn, nights, quoteDay }: { checkIn: TravelDate; nights: number; quoteDay: TravelDate },
): HotelOffers {
  const surcharge = adultsSurcharge(query.adults, query.roomQuantity);
  const city = airportData().cityByCode.get(hotel.cityCode);
  const seasons = nightlySeason(city, checkIn, nights, quoteDay);
  const stay = [query.checkInDate, query.checkOutDate] as const;
  const offers = roomTypeMultipliers.slice(0, roomTypes).map((_, roomType): HotelOffer => {
    const rateUsd = nightlyRateUsd(hotel, city, roomType) * surcharge;
    const total = stayPriceMinor(rateUsd, seasons, query.roomQuantity, query.currency);
    return {
      id: offerId(hotel.hotelId, ...stay, query.adults, query.roomQuantity, roomType),
      price: { total: formatMinorUnits(total), currency: query.currency },
      refundable: hotelRateRefundable(hotel.hotelId, roomType),
    };
  });
  return { hotel: summaryOf(hotel), offers };
}
