import { describe, expect, it } from 'vitest';
import { arrivalDayOffset } from './arrival-day-offset';

describe('arrivalDayOffset', () => {
  it.each([
    ['2026-12-01T08:30:00', '2026-12-01T16:05:00', 0],
    ['2026-12-01T22:10:00', '2026-12-02T06:05:00', 1],
    ['2026-12-31T20:00:00', '2027-01-02T07:00:00', 2],
    ['2026-03-28T23:00:00', '2026-03-29T09:00:00', 1],
    ['2026-12-02T01:00:00', '2026-12-01T23:30:00', -1],
  ])('counts calendar days from %s to %s as %d', (departure, arrival, days) => {
    expect(arrivalDayOffset(departure, arrival)).toBe(days);
  });
});
