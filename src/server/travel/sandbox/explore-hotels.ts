import { hotelLevels, levelMinimumRating, type HotelLevel } from '../../../core/hotel-levels';
import type { City } from './airport-data';
import type { ExploreStay } from './explore-stays';
import { nightlyRateUsd, nightlySeason, roomTypesLeft } from './hotel-offers';
import { hotelSentiments } from './hotel-sentiments';
import { findHotel, listHotels, type SandboxHotel } from './hotels';
import type { TravelDate } from './travel-time';

/**
 * A city's cheapest hotel of each level on every stay of an explore window, among the hotels a search asks for
 * (the first 20 the city lists), exactly as the sandbox's hotel offers price them.
 */

/** product.md §9: a search asks for offers from the first 20 hotels of the city's list. */
const hotelsASearchAsks = 20;

interface RatedHotel {
  hotel: SandboxHotel;
  /** The standard room's nightly rate out of season, before the adults' surcharge. */
  rateUsd: number;
  /** 0–100 as the card rounds it; undefined without a sentiment. */
  rating?: number;
}

/** The cheapest hotel of one level on one stay. */
export interface StayHotel {
  rateUsd: number;
  /** Each night's factor: season and calendar. */
  seasons: number[];
  /** Their sum: the stay's nights in standard-room rates. */
  seasonSum: number;
}

export type CityHotels = Readonly<Record<HotelLevel, (StayHotel | undefined)[]>>;

function ratedHotels(city: City): RatedHotel[] {
  const listed = listHotels(city.code)
    .slice(0, hotelsASearchAsks)
    .flatMap((summary) => findHotel(summary.hotelId) ?? []);
  const ratings = new Map(
    hotelSentiments(listed.map((hotel) => hotel.hotelId)).map((sentiment) => [
      sentiment.hotelId,
      Math.round(sentiment.overallRating),
    ]),
  );
  // The standard room is every hotel's first offer, and the deal engine combines each hotel's first offer.
  return listed
    .map((hotel) => ({ hotel, rateUsd: nightlyRateUsd(hotel, city, 0), rating: ratings.get(hotel.hotelId) }))
    .sort((left, right) => left.rateUsd - right.rateUsd);
}

/** Each night's factor for every stay, from one factor per day of the window. */
function nightlySeasons(
  city: City,
  stays: readonly ExploreStay[],
  quoteDay: TravelDate,
): (stay: ExploreStay) => number[] {
  const first = stays[0]?.departure;
  const lastNight = Math.max(0, ...stays.map((stay) => stay.returnDate.epochDay - 1));
  if (!first) return () => [];
  const days = nightlySeason(city, first, lastNight - first.epochDay + 1, quoteDay);
  return (stay) =>
    days.slice(stay.departure.epochDay - first.epochDay, stay.returnDate.epochDay - first.epochDay);
}

const meetsLevel = (hotel: RatedHotel, level: HotelLevel) =>
  level === 'budget' || (hotel.rating !== undefined && hotel.rating >= levelMinimumRating[level]);

/**
 * Walks the hotels cheapest first and takes, for each level, the first one with a room left. Rates keep their
 * order through the surcharge, the seasons and rounding, so the cheapest rate is the cheapest stay.
 */
export function cityHotels(city: City, stays: readonly ExploreStay[], quoteDay: TravelDate): CityHotels {
  const hotels = ratedHotels(city);
  const byLevel: Record<HotelLevel, (StayHotel | undefined)[]> = { budget: [], mid: [], comfort: [] };
  const seasonOn = nightlySeasons(city, stays, quoteDay);
  for (const stay of stays) {
    const seasons = seasonOn(stay);
    const open = new Map<HotelLevel, StayHotel>();
    for (const rated of hotels) {
      if (open.size === hotelLevels.length) break;
      const levels = hotelLevels.filter((level) => !open.has(level) && meetsLevel(rated, level));
      if (levels.length === 0) continue;
      if (roomTypesLeft(rated.hotel.hotelId, stay.departure.text, stay.returnDate.text) === 0) continue;
      const seasonSum = seasons.reduce((sum, season) => sum + season, 0);
      for (const level of levels) open.set(level, { rateUsd: rated.rateUsd, seasons, seasonSum });
    }
    for (const level of hotelLevels) byLevel[level].push(open.get(level));
  }
  return byLevel;
}
