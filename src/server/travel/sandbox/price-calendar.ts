import { hashParts } from '../../../core/seeded-random';
import { isHolidayOrEve } from './public-holidays';
import { isYearEndHoliday, type TravelDate } from './travel-time';

/**
 * How the day a price is asked for moves it: the sandbox's calendar. From the quote day (the sandbox's "today")
 * and the travel date: a booking curve, the public holidays of the countries at either end and a daily wobble.
 * Pure and deterministic: the same question on the same quote day always gets the same factor; the next day
 * gets another. Weekday and season stay with the fare (flight-prices.ts) and the night (hotel-season.ts).
 */

/** Days before travel → fare factor, straight lines between the points: cheapest 3 to 8 weeks out. */
const bookingCurvePoints: readonly (readonly [days: number, factor: number])[] = [
  [0, 1.6],
  [3, 1.42],
  [7, 1.25],
  [14, 1.1],
  [21, 0.98],
  [45, 0.95],
  [60, 0.96],
  [120, 1.02],
  [240, 1.06],
];

/** The booking curve's factor `daysAhead` days before travel; a date already past counts as today. */
export function bookingCurve(daysAhead: number): number {
  const days = Math.max(0, daysAhead);
  let [previousDays, previousFactor] = bookingCurvePoints[0] ?? [0, 1];
  for (const [pointDays, factor] of bookingCurvePoints) {
    if (days <= pointDays) {
      if (pointDays === previousDays) return factor;
      return (
        previousFactor + ((factor - previousFactor) * (days - previousDays)) / (pointDays - previousDays)
      );
    }
    [previousDays, previousFactor] = [pointDays, factor];
  }
  return previousFactor;
}

/** Hotels sell rooms less by the booking date than airlines sell seats: this share of the fare curve's move. */
const hotelCurveShare = 0.4;

/**
 * A public holiday (or its eve) in a country at either end. The weeks around Christmas and New Year have their
 * own season factor, so their holidays are not counted twice.
 */
const holidayFactor = 1.15;

function holidayMultiplier(date: TravelDate, countryCodes: readonly string[]): number {
  if (isYearEndHoliday(date)) return 1;
  return countryCodes.some((countryCode) => isHolidayOrEve(countryCode, date)) ? holidayFactor : 1;
}

/**
 * Within ±2 %, fixed for a quote day, a place and a travel date: small enough that a Friday stays dearer than
 * the Tuesday before it whatever the day's demand (flight-prices.ts).
 */
function dailyWobble(kind: string, quoteDay: TravelDate, place: string, date: TravelDate): number {
  return 0.98 + ((hashParts(kind, quoteDay.text, place, date.text) % 1000) / 1000) * 0.04;
}

const daysAhead = (quoteDay: TravelDate, date: TravelDate) => date.epochDay - quoteDay.epochDay;

/** What a route's fare on `date` looks like when asked on `quoteDay`. */
export interface FareCalendarQuestion {
  quoteDay: TravelDate;
  date: TravelDate;
  routeKey: string;
  /** The origin's and the destination's countries (ISO 3166-1 alpha-2). */
  countryCodes: readonly [string, string];
}

/** The calendar's factor for a route's fare on a travel date. */
export function fareCalendarMultiplier({
  quoteDay,
  date,
  routeKey,
  countryCodes,
}: FareCalendarQuestion): number {
  return (
    bookingCurve(daysAhead(quoteDay, date)) *
    holidayMultiplier(date, countryCodes) *
    dailyWobble('fare-wobble', quoteDay, routeKey, date)
  );
}

/** What a city's hotel night on `date` looks like when asked on `quoteDay`. */
export interface NightCalendarQuestion {
  quoteDay: TravelDate;
  date: TravelDate;
  cityCode: string;
  countryCode: string;
}

/**
 * The calendar's factor for one night in a city: the same for every hotel there, so hotels keep their order
 * by rate (explore and the cheapest offer rely on it).
 */
export function nightCalendarMultiplier({
  quoteDay,
  date,
  cityCode,
  countryCode,
}: NightCalendarQuestion): number {
  const curve = 1 + (bookingCurve(daysAhead(quoteDay, date)) - 1) * hotelCurveShare;
  return (
    curve * holidayMultiplier(date, [countryCode]) * dailyWobble('night-wobble', quoteDay, cityCode, date)
  );
}
