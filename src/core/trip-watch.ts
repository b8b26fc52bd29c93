import type { Deal } from './deal';
import type { WatchCheckPoint } from './price-history';

/**
 * Trip watching: TripFit re-runs a saved search on a schedule and mails its owner when deals within the budget
 * appear for the first time, or when the best total has dropped enough since the last mail. Pure rules only; the
 * schedule, the search and the mail live in src/server/trip-watch.
 */

export const watchEnds = ['departed', 'paused'] as const;
export type WatchEnd = (typeof watchEnds)[number];

/** A saved search's watch as the API answers it. */
export interface TripWatchState {
  /** Whether TripFit re-runs this search and mails on news. */
  watching: boolean;
  /** When the last check finished (ISO 8601), null before the first. */
  checkedAt: string | null;
  /** The cheapest deal within the budget at that check, in the search's currency; null when none fitted. */
  bestTotal: number | null;
  /**
   * Why watching stopped by itself: 'departed' once the departure date has passed; 'paused' after its checks
   * failed for 3 days (turning it on again starts afresh).
   */
  ended: WatchEnd | null;
  /** The latest `watchHistoryLength` checks' best totals, oldest first (issue 30); empty before the first. */
  history: WatchCheckPoint[];
}

export const unwatched: TripWatchState = {
  watching: false,
  checkedAt: null,
  bestTotal: null,
  ended: null,
  history: [],
};

export const watchRules = {
  /** A drop of at least this share of the last mailed total is news… */
  minDropShare: 0.05,
  /** …and so is a drop of at least this many units of the search's currency. */
  minDropUnits: 20,
  /** How many deals a mail lists. */
  dealsPerMail: 3,
  /** How many trips one account may watch at once: their checks share one budget with everyone else's. */
  watchedTripsPerAccount: 20,
} as const;

/** What a check found worth a mail. */
export type WatchNews =
  { kind: 'first_fit'; bestTotal: number } | { kind: 'cheaper'; bestTotal: number; previousTotal: number };

export interface WatchMemory {
  /** The best total the last mail announced; null before the first mail. */
  lastMailedTotal: number | null;
  /** The UTC day (YYYY-MM-DD) of the last mail; a watch mails at most once a day. */
  lastMailedDay: string | null;
}

/** The deals within the budget, cheapest first (the search ranks by value; a mail leads with the price). */
export function dealsWithinBudget(deals: readonly Deal[], budget: number): Deal[] {
  return deals.filter((deal) => deal.totalPrice <= budget).sort((a, b) => a.totalPrice - b.totalPrice);
}

/** Whether a check's best total is worth a mail today, given what the last mail said. */
export function watchNews(memory: WatchMemory, bestTotal: number | null, today: string): WatchNews | null {
  if (bestTotal === null || memory.lastMailedDay === today) return null;
  const previousTotal = memory.lastMailedTotal;
  if (previousTotal === null) return { kind: 'first_fit', bestTotal };
  const drop = previousTotal - bestTotal;
  const enough = drop >= watchRules.minDropUnits || drop >= previousTotal * watchRules.minDropShare;
  return drop > 0 && enough ? { kind: 'cheaper', bestTotal, previousTotal } : null;
}

/** A watch runs until the trip starts: the departure day is its last. */
export function hasDeparted(departureDate: string, today: string): boolean {
  return departureDate < today;
}

const HOUR_MS = 3_600_000;

export const watchFailureRules = {
  /** How long after the 1st, 2nd, 3rd… failed check in a row the next is due; the last wait repeats. */
  backoffMs: [HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS],
  /** Failed checks in a row spanning this long pause the watch (the mail and the card say "3 days"). */
  pauseAfterMs: 72 * HOUR_MS,
} as const;

/** A watch's checks that failed in a row since its last good one (epoch milliseconds). */
export interface WatchFailures {
  failedChecks: number;
  /** When the first of them failed; null while the last check went well. */
  failingSince: number | null;
}

/** What a failed check leads to: the next check later (backing off), or the watch paused. */
export type FailedCheck =
  | { kind: 'retry'; failedChecks: number; failingSince: number; retryAt: number }
  | { kind: 'pause'; failedChecks: number; failingSince: number };

/**
 * A check whose search failed (the saved search no longer valid, a provider down): the next check waits longer
 * after each failure in a row, and once the failures span `pauseAfterMs` the watch is paused, not retried forever.
 */
export function afterFailedCheck(failures: WatchFailures, now: number): FailedCheck {
  const failingSince = failures.failingSince ?? now;
  const failedChecks = failures.failedChecks + 1;
  if (now - failingSince >= watchFailureRules.pauseAfterMs)
    return { kind: 'pause', failedChecks, failingSince };
  const { backoffMs } = watchFailureRules;
  const wait = backoffMs[Math.min(failures.failedChecks, backoffMs.length - 1)] ?? HOUR_MS;
  return { kind: 'retry', failedChecks, failingSince, retryAt: now + wait };
}
