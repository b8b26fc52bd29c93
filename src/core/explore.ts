import type { CurrencyCode } from './currencies';
import type { DealEmissions } from './deal';
import { addDays } from './iso-date';
import type { PriceVerdict } from './price-history';
import { latestSearchDate } from './search-limits';
import type { Region } from './world-regions';

/**
 * Explore (GET /api/explore): every destination whose flight plus hotel fits one total budget. Shapes and date
 * rules shared by the server and the explore page.
 */

/** The trip lengths the explore page offers; the API also takes any 'a-b' with 1 ≤ a ≤ b ≤ 21 and 'weekend'. */
export const exploreNightRanges = ['2-4', '5-7', '8-14'] as const;
export type ExploreNightRange = (typeof exploreNightRanges)[number];

/** Out on a Thursday or Friday, back on the Sunday or Monday after: 2 to 4 nights. */
export const weekendNights = 'weekend';

/** What the page's nights choice holds: a preset range or weekends. */
export const explorePageNights = [...exploreNightRanges, weekendNights] as const;
export type ExplorePageNights = (typeof explorePageNights)[number];

/** The longest trip explore prices (three weeks). */
export const exploreMaxNights = 21;

/** A trip length as the API reads it: a range of nights, and whether only weekend trips count. */
export interface ExploreNights {
  min: number;
  max: number;
  weekend: boolean;
}

/** Weekdays (0 Sunday … 6 Saturday) a weekend trip leaves and comes back on. */
export const weekendDepartureDays: readonly number[] = [4, 5];
export const weekendReturnDays: readonly number[] = [0, 1];

/**
 * The trip length a `nights` value stands for: 'weekend' or 'a-b'. A text that is neither, or a range outside
 * 1–21 or upside down, is refused with the reason, in the words a 400 answer gives.
 */
export function parseExploreNights(text: string): ExploreNights | { problem: string } {
  if (text === weekendNights) return { min: 2, max: 4, weekend: true };
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return { problem: `a range of nights such as 5-7, or ${weekendNights}` };
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min < 1) return { problem: 'at least 1 night' };
  if (max > exploreMaxNights) return { problem: `at most ${exploreMaxNights} nights` };
  if (min > max) return { problem: 'the first number of nights must not be larger than the second' };
  return { min, max, weekend: false };
}

/** The nights of a preset range ('5-7'), which always parses. */
export function nightRange(range: ExploreNightRange): { min: number; max: number } {
  const [min = 2, max = 4] = range.split('-').map(Number);
  return { min, max };
}

/** Whether a departure and return (YYYY-MM-DD) make a weekend trip: Thursday or Friday out, Sunday or Monday back. */
export function isWeekendTrip(departure: string, returnDate: string): boolean {
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekendDepartureDays.includes(weekday(departure)) && weekendReturnDays.includes(weekday(returnDate));
}

/** A month ('2027-03') or the next three months from tomorrow. */
export const nextThreeMonths = 'next3';
export type ExploreWhen = string;

/** The departure dates and latest return an explore may use, or undefined when the month is wholly past. */
export interface ExploreWindow {
  firstDeparture: string;
  lastDeparture: string;
  /** No date later than this (the search's own limit). */
  lastReturn: string;
}

const monthEnd = (month: string) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
};

/**
 * The departures of a month (from tomorrow on, as a trip starting today is too late to plan), or of the next
 * three months, each trip ending no later than the search's last date (the shortest trip of `nights` decides the
 * last departure). Undefined when nothing is left.
 */
export function exploreWindow(
  when: ExploreWhen,
  nights: ExploreNightRange | Pick<ExploreNights, 'min'>,
  today: string,
): ExploreWindow | undefined {
  const tomorrow = addDays(today, 1);
  const lastReturn = latestSearchDate(today);
  const { min } = typeof nights === 'string' ? nightRange(nights) : nights;
  const latestDeparture = addDays(lastReturn, -min);
  const [from, to] =
    when === nextThreeMonths ? [tomorrow, addDays(today, 91)] : [`${when}-01`, monthEnd(when)];
  const firstDeparture = from < tomorrow ? tomorrow : from;
  const lastDeparture = to > latestDeparture ? latestDeparture : to;
  return firstDeparture <= lastDeparture ? { firstDeparture, lastDeparture, lastReturn } : undefined;
}

/** One destination of an explore answer: its cheapest trip in the window within the budget. */
export interface ExploreDestination {
  /** The IATA city code a search for it uses. */
  code: string;
  name: string;
  countryCode: string;
  countryName: string;
  region: Region;
  latitude: number;
  longitude: number;
  totalPrice: number;
  flightPrice: number;
  hotelPrice: number;
  departureDate: string;
  returnDate: string;
  nights: number;
  /** Stops of the outbound flight. */
  stops: number;
  /** When the figure was priced (ISO instant). */
  pricedAt: string;
  /** True when the figure comes from cached fares, not a priced offer: the search re-prices it. */
  estimate: boolean;
  /** The destination's usual total over the window, when known: the total's value is measured against it. */
  typicalPrice?: number;
  /** The trip's estimated CO₂e, flights and hotel nights, as a deal's (issue 30); absent when it cannot be told. */
  emissions?: DealEmissions;
  /** This trip's total against comparable totals of the last days (issue 30), when enough days were observed. */
  history?: ExplorePriceHistory;
}

/** An explore trip's verdict and typical band, in the answer's currency. */
export interface ExplorePriceHistory {
  verdict: PriceVerdict;
  typicalLow: number;
  typicalHigh: number;
}

/** Where an explore starts, for the map. */
export interface ExploreOrigin {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface ExploreAnswer {
  currency: CurrencyCode;
  origin: ExploreOrigin;
  destinations: ExploreDestination[];
}

/** How much cheaper than usual a destination's total is, 0 to 1 (0 when no usual price is known). */
export function valueShare(destination: Pick<ExploreDestination, 'totalPrice' | 'typicalPrice'>): number {
  const typical = destination.typicalPrice;
  if (!typical || typical <= 0) return 0;
  return Math.max(0, 1 - destination.totalPrice / typical);
}
