import { describe, expect, it } from 'vitest';
import {
  formatIsoDuration,
  formatLocalDateTime,
  nightsBetween,
  parseTravelDate,
  toUtcMinutes,
} from './travel-time';

describe('travel dates and times', () => {
  it('reads real dates only', () => {
    expect(parseTravelDate('2027-07-16')).toMatchObject({ weekday: 5, month: 7, dayOfMonth: 16 });
    expect(parseTravelDate('2028-02-29')?.weekday).toBe(2);
    for (const text of ['2027-02-29', '2027-13-01', '16/07/2027', '2027-7-16', '']) {
      expect(parseTravelDate(text)).toBeUndefined();
    }
  });

  it('counts nights', () => {
    const [checkIn, checkOut] = [parseTravelDate('2027-12-30'), parseTravelDate('2028-01-02')];
    expect(checkIn && checkOut && nightsBetween(checkIn, checkOut)).toBe(3);
  });

  it('writes local times and ISO 8601 durations as Amadeus does', () => {
    const date = parseTravelDate('2027-03-09');
    if (!date) throw new Error('a real date');
    const departure = toUtcMinutes(date, 23 * 60 + 30, 1);
    expect(formatLocalDateTime(departure, 1)).toBe('2027-03-09T23:30:00');
    // 22:30 UTC plus 2h30 is 01:00 UTC the next day.
    expect(formatLocalDateTime(departure + 150, 0)).toBe('2027-03-10T01:00:00');
    expect(formatLocalDateTime(departure + 150, 9)).toBe('2027-03-10T10:00:00');
    expect(formatLocalDateTime(departure + 150, -5)).toBe('2027-03-09T20:00:00');
    expect(formatIsoDuration(455)).toBe('PT7H35M');
    expect(formatIsoDuration(120)).toBe('PT2H');
    expect(formatIsoDuration(45)).toBe('PT45M');
    expect(formatIsoDuration(26 * 60 + 5)).toBe('PT26H5M');
  });
});
