import type { WatchCheckPoint } from './price-history';

/** How a check's best total compares with the check before it; null when either found nothing or they match. */
export type WatchCheckChange = 'lower' | 'higher' | null;

export interface WatchHistoryRow extends WatchCheckPoint {
  change: WatchCheckChange;
}

/** A watch's checks (oldest first, as the API answers them) newest first, each compared with the one before. */
export function watchHistoryRows(history: readonly WatchCheckPoint[]): WatchHistoryRow[] {
  return history
    .map((check, index): WatchHistoryRow => {
      const before = history[index - 1]?.bestTotal ?? null;
      const change =
        check.bestTotal === null || before === null || check.bestTotal === before
          ? null
          : check.bestTotal < before
            ? 'lower'
            : 'higher';
      return { ...check, change };
    })
    .reverse();
}

/** The cheapest total the checks found, the latest check of that total when several did; null when none fitted. */
export function lowestCheck(
  history: readonly WatchCheckPoint[],
): { checkedAt: string; bestTotal: number } | null {
  let lowest: { checkedAt: string; bestTotal: number } | null = null;
  for (const { checkedAt, bestTotal } of history) {
    if (bestTotal !== null && (lowest === null || bestTotal <= lowest.bestTotal))
      lowest = { checkedAt, bestTotal };
  }
  return lowest;
}
