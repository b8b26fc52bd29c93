import { describe, expect, it } from 'vitest';
import { lowestCheck, watchHistoryRows } from './watch-history';

const at = (day: number, bestTotal: number | null) => ({
  checkedAt: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`,
  bestTotal,
});

describe('watchHistoryRows', () => {
  it('answers newest first, each check marked lower or higher than the one before it', () => {
    expect(watchHistoryRows([at(1, 900), at(2, 850), at(3, 870), at(4, 870)])).toEqual([
      { ...at(4, 870), change: null },
      { ...at(3, 870), change: 'higher' },
      { ...at(2, 850), change: 'lower' },
      { ...at(1, 900), change: null },
    ]);
  });

  it('compares nothing across a check that found no deal within the budget', () => {
    expect(watchHistoryRows([at(1, 900), at(2, null), at(3, 800)]).map((row) => row.change)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('lowestCheck', () => {
  it('finds the cheapest check, the latest of equal ones, skipping checks without a deal', () => {
    expect(lowestCheck([at(1, null), at(2, 820), at(3, 900), at(4, 820), at(5, null)])).toEqual(at(4, 820));
  });

  it('is null when no check found a deal within the budget', () => {
    expect(lowestCheck([at(1, null), at(2, null)])).toBeNull();
    expect(lowestCheck([])).toBeNull();
  });
});
