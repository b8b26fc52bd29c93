import type { BagChoice } from './bag-choices';
import type { CabinClass } from './cabin-classes';
import type { CurrencyCode } from './currencies';
import type { HotelLevel } from './hotel-levels';

/**
 * Trip price history (issue 30): every total TripFit computes for a trip is an observation; a search's cheapest
 * total is then placed among comparable observations of the last days ("Low for this trip — typical €610–780").
 * Shapes and pure rules only; the table, the batched writer and the SQL percentiles live in src/server.
 */

export const priceHistoryRules = {
  /** How far back comparable observations count. */
  windowDays: 60,
  /** Days with at least one observation before a band is shown: fewer says "not enough history", never a band. */
  minDays: 7,
  /** Observations older than this many months are pruned. */
  retentionMonths: 13,
  /** The typical band: these percentiles of the daily best totals. */
  lowPercentile: 0.25,
  highPercentile: 0.75,
  /** How far outside the band, as a share of its edge, a total must be to read low or high. */
  verdictMargin: 0.02,
} as const;

/**
 * What makes two totals comparable: the same city pair, departure month, nights, party, cabin, bags and hotel level.
 * Searches, date-grid cells and watch checks price the cheapest room (`budget`); explore prices its chosen level.
 */
export interface PriceObservationKey {
  /** IATA city codes (an airport is read as its city, so LHR and LON share a history). */
  fromCity: string;
  toCity: string;
  /** The departure month, 'YYYY-MM'. */
  month: string;
  /** The hotel nights priced (a one-way trip's stay too). */
  nights: number;
  adults: number;
  children: number;
  rooms: number;
  cabin: CabinClass;
  bags: BagChoice;
  hotelLevel: HotelLevel;
}

/** Where an observation came from, for the figures and the tests; all count alike. */
export const observationSources = ['search', 'grid', 'explore', 'watch'] as const;
export type ObservationSource = (typeof observationSources)[number];

/** One total as recorded: in US dollars at that day's market rate, so totals of any currency compare. */
export interface PriceObservation extends PriceObservationKey {
  totalUsd: number;
  observedAt: Date;
  source: ObservationSource;
}

export type PriceVerdict = 'low' | 'typical' | 'high';

/** One day of the chart: the lowest total observed that UTC day, in the answer's currency. */
export interface PriceHistoryDay {
  day: string;
  bestTotal: number;
}

/**
 * What the results show about this search's cheapest total. `enough`: the band of the daily best totals of the
 * last `windowDays` (converted from dollars at today's rate), the verdict and the days for the chart. `tooFew`:
 * how many days were observed, so the page says so and shows the ±3 days grid's spread instead.
 */
export type PriceHistory =
  | {
      status: 'enough';
      currency: CurrencyCode;
      /** This search's cheapest flight + hotel total (any hotel), the point the chart marks. */
      current: number;
      verdict: PriceVerdict;
      typicalLow: number;
      typicalHigh: number;
      /** Oldest first, one per observed day, today's included. */
      days: PriceHistoryDay[];
    }
  | { status: 'tooFew'; daysObserved: number; daysNeeded: number };

/**
 * Below the band is low, above it high, inside typical; within `verdictMargin` of an edge still counts as typical,
 * so a band a few euros wide never calls a one-euro dip "low".
 */
export function priceVerdict(total: number, band: { low: number; high: number }): PriceVerdict {
  const margin = priceHistoryRules.verdictMargin;
  if (total < band.low * (1 - margin)) return 'low';
  if (total > band.high * (1 + margin)) return 'high';
  return 'typical';
}

/** The 'YYYY-MM' month of an ISO date. */
export function observationMonth(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** A watched trip's own history: the best total within the budget at each check (null when none fitted). */
export interface WatchCheckPoint {
  checkedAt: string;
  bestTotal: number | null;
}

/** How many of a watch's latest checks its card and mail show. */
export const watchHistoryLength = 30;

const dayMs = 86_400_000;

/** The 'YYYY-MM-DD' UTC day of an instant: observations are grouped by it. */
export const observationDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first instant the window counts: midnight UTC of the oldest of its `windowDays` days, today's included. */
export function historyWindowStart(now: Date): Date {
  const midnight = Date.parse(`${observationDay(now)}T00:00:00Z`);
  return new Date(midnight - (priceHistoryRules.windowDays - 1) * dayMs);
}

/** Observations older than this instant are pruned: `retentionMonths` calendar months before `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - priceHistoryRules.retentionMonths);
  return cutoff;
}

/** What the store reads for one key over the window, in US dollars: each day's best and their percentiles. */
export interface DailyBestTotals {
  /** Oldest first. */
  days: { day: string; bestUsd: number }[];
  /** Null when no day was observed. */
  lowUsd: number | null;
  highUsd: number | null;
}

/** A key without observations in the window. */
export const noDailyBests: DailyBestTotals = { days: [], lowUsd: null, highUsd: null };

/** The key of a map of keys: the same text for the same key, whatever order its fields were written in. */
export function observationKeyId(key: PriceObservationKey): string {
  const { fromCity, toCity, month, nights, adults, children, rooms, cabin, bags, hotelLevel } = key;
  return [fromCity, toCity, month, nights, adults, children, rooms, cabin, bags, hotelLevel].join('|');
}

/**
 * The results' history for this search's cheapest total `current` (in `currency`), from the stored days and a
 * conversion of dollars into `currency` (undefined when the rates cannot). Today's day counts with the lower of
 * what is stored and `current`, which may not be written yet. `tooFew` under `minDays` days, never a band.
 */
export function priceHistoryOf(
  stored: DailyBestTotals,
  current: { total: number; currency: CurrencyCode; today: string },
  fromUsd: (usd: number) => number | undefined,
): PriceHistory | undefined {
  const byDay = new Map<string, number>();
  for (const { day, bestUsd } of stored.days) {
    const converted = fromUsd(bestUsd);
    if (converted === undefined) return undefined;
    byDay.set(day, converted);
  }
  byDay.set(current.today, Math.min(byDay.get(current.today) ?? Infinity, current.total));
  const daysObserved = byDay.size;
  if (daysObserved < priceHistoryRules.minDays || stored.lowUsd === null || stored.highUsd === null) {
    return { status: 'tooFew', daysObserved, daysNeeded: priceHistoryRules.minDays };
  }
  const typicalLow = fromUsd(stored.lowUsd);
  const typicalHigh = fromUsd(stored.highUsd);
  if (typicalLow === undefined || typicalHigh === undefined) return undefined;
  return {
    status: 'enough',
    currency: current.currency,
    current: current.total,
    verdict: priceVerdict(current.total, { low: typicalLow, high: typicalHigh }),
    typicalLow,
    typicalHigh,
    days: [...byDay]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([day, bestTotal]) => ({ day, bestTotal })),
  };
}
