import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDuration, isYearEndHoliday, nightsBetween, parseTravelDate } from './travel-time';

function date(text: string) {
  const parsed = parseTravelDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
}

describe('travel dates and durations', () => {
  it('reads real dates only', () => {
    expect(parseTravelDate('2027-07-16')).toMatchObject({ weekday: 5, month: 7, dayOfMonth: 16 });
    expect(parseTravelDate('2028-02-29')?.weekday).toBe(2);
    for (const text of ['2027-02-29', '2027-13-01', '16/07/2027', '2027-7-16', '']) {
      expect(parseTravelDate(text)).toBeUndefined();
    }
  });

  it('counts nights', () => {
    expect(nightsBetween(date('2027-12-30'), date('2028-01-02'))).toBe(3);
  });

  it('adds days across months and years', () => {
    expect(addDays(date('2027-12-30'), 3)).toEqual(date('2028-01-02'));
    expect(addDays(date('2028-02-28'), 1)).toEqual(date('2028-02-29'));
  });

  it('knows the Christmas and New Year holidays: 18 December to 5 January', () => {
    expect(
      ['2027-12-17', '2027-12-18', '2028-01-05', '2028-01-06'].map((text) => isYearEndHoliday(date(text))),
    ).toEqual([false, true, true, false]);
  });

  it('writes ISO 8601 durations as Amadeus does', () => {
    expect(formatIsoDuration(455)).toBe('PT7H35M');
    expect(formatIsoDuration(120)).toBe('PT2H');
    expect(formatIsoDuration(45)).toBe('PT45M');
    expect(formatIsoDuration(26 * 60 + 5)).toBe('PT26H5M');
  });
});
