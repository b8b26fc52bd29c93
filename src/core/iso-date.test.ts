import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, localIsoDate } from './iso-date';

describe('ISO calendar dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('adds exactly one day over a daylight-saving change', () => {
    // Europe and the US move their clocks on these nights; UTC arithmetic ignores it.
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addDays('2030-11-03', 1)).toBe('2030-11-04');
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2030-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2030-02-29')).toBe(false);
    expect(isIsoDate('2030-13-01')).toBe(false);
    expect(isIsoDate('2030-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it("reads today's date from the local clock", () => {
    expect(localIsoDate(new Date(2030, 2, 9, 23, 59))).toBe('2030-03-09');
    expect(localIsoDate(new Date(2030, 2, 10, 0, 0))).toBe('2030-03-10');
  });
});
