import { describe, expect, it } from 'vitest';
import {
  historyWindowStart,
  observationKeyId,
  priceHistoryOf,
  priceVerdict,
  retentionCutoff,
  type DailyBestTotals,
} from './price-history';

/** Six stored days, 500 to 1000 dollars; euros at 0.8 per dollar. */
const stored: DailyBestTotals = {
  days: [
    { day: '2030-04-25', bestUsd: 1000 },
    { day: '2030-04-26', bestUsd: 900 },
    { day: '2030-04-27', bestUsd: 800 },
    { day: '2030-04-28', bestUsd: 700 },
    { day: '2030-04-29', bestUsd: 600 },
    { day: '2030-04-30', bestUsd: 500 },
  ],
  lowUsd: 625,
  highUsd: 875,
};
const toEuros = (usd: number) => usd * 0.8;

describe('priceHistoryOf', () => {
  it("counts today with this search's total and converts the band and the days", () => {
    expect(priceHistoryOf(stored, { total: 450, currency: 'EUR', today: '2030-05-01' }, toEuros)).toEqual({
      status: 'enough',
      currency: 'EUR',
      current: 450,
      verdict: 'low',
      typicalLow: 500,
      typicalHigh: 700,
      days: [
        { day: '2030-04-25', bestTotal: 800 },
        { day: '2030-04-26', bestTotal: 720 },
        { day: '2030-04-27', bestTotal: 640 },
        { day: '2030-04-28', bestTotal: 560 },
        { day: '2030-04-29', bestTotal: 480 },
        { day: '2030-04-30', bestTotal: 400 },
        { day: '2030-05-01', bestTotal: 450 },
      ],
    });
  });

  it("keeps today's stored best when it is lower than this search's total", () => {
    const withToday = { ...stored, days: [...stored.days.slice(1), { day: '2030-05-01', bestUsd: 400 }] };
    expect(
      priceHistoryOf(withToday, { total: 600, currency: 'USD', today: '2030-05-01' }, (usd) => usd),
    ).toEqual(expect.objectContaining({ status: 'tooFew', daysObserved: 6 }));
    const seven = { ...stored, days: [...stored.days, { day: '2030-05-01', bestUsd: 400 }] };
    const history = priceHistoryOf(seven, { total: 900, currency: 'USD', today: '2030-05-01' }, (usd) => usd);
    expect(history).toMatchObject({ status: 'enough', verdict: 'high' });
    expect(history?.status === 'enough' && history.days.at(-1)).toEqual({
      day: '2030-05-01',
      bestTotal: 400,
    });
  });

  it('says too few under seven days, never a band', () => {
    const five = { ...stored, days: stored.days.slice(0, 5) };
    expect(priceHistoryOf(five, { total: 450, currency: 'EUR', today: '2030-05-01' }, toEuros)).toEqual({
      status: 'tooFew',
      daysObserved: 6,
      daysNeeded: 7,
    });
  });

  it('answers nothing when the dollars cannot be converted', () => {
    expect(
      priceHistoryOf(stored, { total: 450, currency: 'EUR', today: '2030-05-01' }, () => undefined),
    ).toBe(undefined);
  });
});

describe('the window, retention and verdict', () => {
  it('starts the 60-day window at midnight UTC 59 days before today', () => {
    expect(historyWindowStart(new Date('2030-05-01T23:59:00Z')).toISOString()).toBe(
      '2030-03-03T00:00:00.000Z',
    );
  });

  it('keeps 13 calendar months', () => {
    expect(retentionCutoff(new Date('2030-05-01T08:00:00Z')).toISOString()).toBe('2029-04-01T08:00:00.000Z');
  });

  it('reads the band and 2 % either side of it as typical, beyond as low or high', () => {
    const band = { low: 500, high: 700 };
    expect(priceVerdict(500, band)).toBe('typical');
    expect(priceVerdict(490, band)).toBe('typical');
    expect(priceVerdict(489.99, band)).toBe('low');
    expect(priceVerdict(714, band)).toBe('typical');
    expect(priceVerdict(714.01, band)).toBe('high');
  });

  it('names a key the same whatever order its fields were written in', () => {
    const key = {
      fromCity: 'LON',
      toCity: 'PAR',
      month: '2030-06',
      nights: 4,
      adults: 2,
      children: 1,
      rooms: 1,
      cabin: 'ECONOMY',
      bags: 'cabin',
      hotelLevel: 'mid',
    } as const;
    const { hotelLevel, ...rest } = key;
    expect(observationKeyId({ hotelLevel, ...rest })).toBe(observationKeyId(key));
    expect(observationKeyId({ ...key, children: 0 })).not.toBe(observationKeyId(key));
  });
});
