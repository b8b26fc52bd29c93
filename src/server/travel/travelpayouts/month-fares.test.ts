import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/iso-date';
import type { FareQuery } from '../fare-feed';
import { faresInWindow, monthsOf, toMonthFares, type MonthFare } from './month-fares';
import type { WireFare } from './wire';

const window = { firstDeparture: '2027-03-01', lastDeparture: '2027-03-31', lastReturn: '2027-12-31' };
const query: FareQuery = {
  origin: 'MAD',
  window,
  minNights: 2,
  maxNights: 4,
  weekend: false,
  directOnly: false,
  currency: 'EUR',
};

const wire = (changes: Partial<WireFare> = {}): WireFare => ({
  origin: 'MAD',
  destination: 'LIS',
  price: 96,
  departure_at: '2027-03-03T06:15:00+01:00',
  return_at: '2027-03-06T10:40:00+01:00',
  transfers: 0,
  return_transfers: 0,
  ...changes,
});

const fare = (changes: Partial<MonthFare> = {}): MonthFare => ({
  destination: 'LIS',
  price: 96,
  departureDate: '2027-03-03',
  returnDate: '2027-03-06',
  transfers: 0,
  returnTransfers: 0,
  ...changes,
});

const fetchedAt = Date.parse('2027-01-10T08:00:00Z');

describe('monthsOf', () => {
  it('is the one month of a month window', () => {
    expect(monthsOf(window)).toEqual(['2027-03']);
  });

  it('is every month the next three months touch, across a year end', () => {
    expect(
      monthsOf({ firstDeparture: '2026-11-21', lastDeparture: '2027-02-19', lastReturn: '2027-12-31' }),
    ).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('toMonthFares', () => {
  it('keeps the local dates, upper-case codes and the answer currency', () => {
    const answer = { success: true as const, currency: 'eur', data: [wire({ destination: 'lis' })] };
    expect(toMonthFares(answer, fetchedAt)).toEqual({ fetchedAt, currency: 'EUR', fares: [fare()] });
  });

  it.each([
    ['one-way (no return)', { return_at: undefined }],
    ['one-way (empty return)', { return_at: '' }],
    ['one-way (null return)', { return_at: null }],
    ['an impossible date', { departure_at: '2027-02-30T06:15:00Z' }],
    ['a return before the departure', { return_at: '2027-03-02T10:40:00Z' }],
    ['a return on the departure day', { return_at: '2027-03-03T22:40:00Z' }],
  ])('leaves out %s', (_, changes) => {
    const answer = { success: true as const, currency: 'eur', data: [wire(changes), wire()] };
    expect(toMonthFares(answer, fetchedAt).fares).toEqual([fare()]);
  });
});

describe('faresInWindow', () => {
  const month = (fares: MonthFare[]) => [{ fetchedAt, currency: 'EUR', fares }];

  it('stamps each fare with its currency and when it was fetched', () => {
    expect(faresInWindow(month([fare()]), query)).toEqual([
      { ...fare(), currency: 'EUR', fetchedAt: '2027-01-10T08:00:00.000Z' },
    ]);
  });

  it('keeps departures inside the window only', () => {
    const narrow = { ...window, firstDeparture: '2027-03-05', lastDeparture: '2027-03-10' };
    const fares = [
      fare({ departureDate: '2027-03-04', returnDate: '2027-03-07' }),
      fare({ departureDate: '2027-03-05', returnDate: '2027-03-08' }),
      fare({ departureDate: '2027-03-10', returnDate: '2027-03-13' }),
      fare({ departureDate: '2027-03-11', returnDate: '2027-03-14' }),
    ];
    expect(
      faresInWindow(month(fares), { ...query, window: narrow }).map((kept) => kept.departureDate),
    ).toEqual(['2027-03-05', '2027-03-10']);
  });

  it('keeps returns by the last date and nights within the range', () => {
    const fares = [1, 2, 3, 4, 5].map((nights) =>
      fare({ departureDate: '2027-03-28', returnDate: addDays('2027-03-28', nights) }),
    );
    expect(faresInWindow(month(fares), query).map((kept) => kept.returnDate)).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
    ]);
    const lastReturn = { ...window, lastReturn: '2027-03-31' };
    expect(
      faresInWindow(month(fares), { ...query, window: lastReturn }).map((kept) => kept.returnDate),
    ).toEqual(['2027-03-30', '2027-03-31']);
  });

  it('keeps weekend fares only when weekends are asked: Thursday or Friday out, Sunday or Monday back', () => {
    // 2027-03-04 is a Thursday.
    const fares = [
      fare({ destination: 'THU-SUN', departureDate: '2027-03-04', returnDate: '2027-03-07' }),
      fare({ destination: 'FRI-MON', departureDate: '2027-03-05', returnDate: '2027-03-08' }),
      fare({ destination: 'FRI-SUN', departureDate: '2027-03-05', returnDate: '2027-03-07' }),
      fare({ destination: 'WED-SAT', departureDate: '2027-03-03', returnDate: '2027-03-06' }),
      fare({ destination: 'SAT-MON', departureDate: '2027-03-06', returnDate: '2027-03-08' }),
    ];
    expect(faresInWindow(month(fares), { ...query, weekend: true }).map((kept) => kept.destination)).toEqual([
      'THU-SUN',
      'FRI-MON',
      'FRI-SUN',
    ]);
    expect(faresInWindow(month(fares), query)).toHaveLength(5);
  });

  it('keeps fares without a change either way when only direct flights are wanted', () => {
    const fares = [
      fare({ destination: 'LIS' }),
      fare({ destination: 'PAR', transfers: 1 }),
      fare({ destination: 'LON', returnTransfers: 1 }),
    ];
    expect(
      faresInWindow(month(fares), { ...query, directOnly: true }).map((kept) => kept.destination),
    ).toEqual(['LIS']);
    expect(faresInWindow(month(fares), query)).toHaveLength(3);
  });
});
