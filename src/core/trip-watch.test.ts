import { describe, expect, it } from 'vitest';
import { viewDeal } from './results-view.fixtures';
import {
  afterFailedCheck,
  dealsWithinBudget,
  hasDeparted,
  watchNews,
  type WatchFailures,
} from './trip-watch';

const never = { lastMailedTotal: null, lastMailedDay: null };

describe('watchNews', () => {
  it('announces the first deals within the budget', () => {
    expect(watchNews(never, 1200, '2026-12-01')).toEqual({ kind: 'first_fit', bestTotal: 1200 });
  });

  it('has nothing to say while no deal fits', () => {
    expect(watchNews(never, null, '2026-12-01')).toBeNull();
    expect(watchNews({ lastMailedTotal: 900, lastMailedDay: '2026-11-20' }, null, '2026-12-01')).toBeNull();
  });

  it('mails at most once a day, however much the price fell', () => {
    expect(watchNews({ lastMailedTotal: 1000, lastMailedDay: '2026-12-01' }, 500, '2026-12-01')).toBeNull();
  });

  it('announces a drop of 5 % of the last mailed total', () => {
    const memory = { lastMailedTotal: 200, lastMailedDay: '2026-11-30' };
    expect(watchNews(memory, 190, '2026-12-01')).toEqual({
      kind: 'cheaper',
      bestTotal: 190,
      previousTotal: 200,
    });
    expect(watchNews(memory, 191, '2026-12-01')).toBeNull();
  });

  it('announces a drop of 20 units even when it is less than 5 %', () => {
    const memory = { lastMailedTotal: 3000, lastMailedDay: '2026-11-30' };
    expect(watchNews(memory, 2980, '2026-12-01')).toEqual({
      kind: 'cheaper',
      bestTotal: 2980,
      previousTotal: 3000,
    });
    expect(watchNews(memory, 2981, '2026-12-01')).toBeNull();
  });

  it('stays quiet when the price rose or stayed', () => {
    const memory = { lastMailedTotal: 1000, lastMailedDay: '2026-11-30' };
    expect(watchNews(memory, 1000, '2026-12-01')).toBeNull();
    expect(watchNews(memory, 1400, '2026-12-01')).toBeNull();
  });
});

describe('dealsWithinBudget', () => {
  it('keeps the deals at or under the budget, cheapest first', () => {
    const deals = [
      viewDeal({ id: 'a', total: 900 }),
      viewDeal({ id: 'b', total: 1000 }),
      viewDeal({ id: 'c', total: 1001 }),
      viewDeal({ id: 'd', total: 700 }),
    ];
    expect(dealsWithinBudget(deals, 1000).map((deal) => deal.id)).toEqual(['d', 'a', 'b']);
  });
});

describe('hasDeparted', () => {
  it('keeps watching through the departure day', () => {
    expect(hasDeparted('2026-12-01', '2026-12-01')).toBe(false);
    expect(hasDeparted('2026-12-01', '2026-12-02')).toBe(true);
  });
});

describe('afterFailedCheck', () => {
  const HOUR = 3_600_000;
  const start = Date.parse('2026-12-01T12:00:00Z');
  const fresh = { failedChecks: 0, failingSince: null };

  it('waits 1 h, then 6 h, then 24 h after each failure in a row', () => {
    let failures: WatchFailures = fresh;
    const waits: number[] = [];
    let now = start;
    for (let check = 0; check < 5; check++) {
      const next = afterFailedCheck(failures, now);
      if (next.kind !== 'retry') throw new Error(`paused after ${check} failures`);
      waits.push((next.retryAt - now) / HOUR);
      expect(next.failingSince).toBe(start);
      failures = next;
      now = next.retryAt;
    }
    expect(waits).toEqual([1, 6, 24, 24, 24]);
  });

  it('pauses the watch once its failures span 3 days', () => {
    const failing = { failedChecks: 5, failingSince: start };
    expect(afterFailedCheck(failing, start + 72 * HOUR - 1)).toMatchObject({
      kind: 'retry',
      failedChecks: 6,
    });
    expect(afterFailedCheck(failing, start + 72 * HOUR)).toEqual({
      kind: 'pause',
      failedChecks: 6,
      failingSince: start,
    });
  });
});
