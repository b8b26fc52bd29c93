import type { CurrencyCode } from './currencies';
import { addDays } from './iso-date';
import type { PriceVerdict } from './price-history';
import { latestSearchDate } from './search-limits';
import type { Region } from './world-regions';

/**
 * Explore (GET /api/explore): every destination whose flight plus hotel fits one total budget. Shapes and date
 * rules shared by the server and the explore page.
 */

export const exploreNightRanges = ['2-4', '5-7', '8-14'] as const;
export type ExploreNightRange = (typeof exploreNightRanges)[number];

/** A month ('2027-03') or the next three months from tomorrow. */
export const nextThreeMonths = 'next3';
export type ExploreWhen = string;

export function nightRange(range: ExploreNightRange): { min: number; max: number } {
  const [min = 2, max = 4] = range.split('-').map(Number);
  return { min, max };
}

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
 * three months, each trip ending no later than the search's last date. Undefined when nothing is left.
 */
export function exploreWindow(
  when: ExploreWhen,
  nights: ExploreNightRange,
  today: string,
): ExploreWindow | undefined {
  const tomorrow = addDays(today, 1);
  const lastReturn = latestSearchDate(today);
  const { min } = nightRange(nights);
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
