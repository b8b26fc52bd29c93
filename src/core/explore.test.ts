import { describe, expect, it } from 'vitest';
import { exploreWindow, isWeekendTrip, nightRange, parseExploreNights, valueShare } from './explore';

describe('exploreWindow', () => {
  it('covers a whole month ahead', () => {
    expect(exploreWindow('2027-03', '5-7', '2027-01-10')).toEqual({
      firstDeparture: '2027-03-01',
      lastDeparture: '2027-03-31',
      lastReturn: '2028-01-05',
    });
  });

  it('starts the current month tomorrow: a trip leaving today is too late to plan', () => {
    expect(exploreWindow('2027-01', '2-4', '2027-01-10')?.firstDeparture).toBe('2027-01-11');
  });

  it('ends a month that reaches the search limit where the shortest trip still returns in time', () => {
    // The search looks 360 days ahead: 2028-01-05; a 5-night trip must leave by 2027-12-31.
    expect(exploreWindow('2027-12', '5-7', '2027-01-10')?.lastDeparture).toBe('2027-12-31');
    expect(exploreWindow('2028-01', '5-7', '2027-01-10')).toBeUndefined();
    expect(exploreWindow('2028-01', '2-4', '2027-01-10')).toEqual({
      firstDeparture: '2028-01-01',
      lastDeparture: '2028-01-03',
      lastReturn: '2028-01-05',
    });
  });

  it('has nothing left in a past month, or on the last day of this one', () => {
    expect(exploreWindow('2026-12', '5-7', '2027-01-10')).toBeUndefined();
    expect(exploreWindow('2027-01', '5-7', '2027-01-31')).toBeUndefined();
  });

  it('reads next3 as tomorrow to three months ahead', () => {
    expect(exploreWindow('next3', '8-14', '2027-01-10')).toMatchObject({
      firstDeparture: '2027-01-11',
      lastDeparture: '2027-04-11',
    });
  });

  it('lets a range of nights the page does not offer decide the last departure by its shortest trip', () => {
    expect(exploreWindow('2027-12', { min: 3 }, '2027-01-10')?.lastDeparture).toBe('2027-12-31');
    expect(exploreWindow('2028-01', { min: 3 }, '2027-01-10')?.lastDeparture).toBe('2028-01-02');
  });

  it('knows February and leap years', () => {
    expect(exploreWindow('2028-02', '2-4', '2027-12-01')?.lastDeparture).toBe('2028-02-29');
  });
});

describe('nights and valueShare', () => {
  it('reads the trip lengths', () => {
    expect(nightRange('2-4')).toEqual({ min: 2, max: 4 });
    expect(nightRange('8-14')).toEqual({ min: 8, max: 14 });
  });

  it('reads weekends and any range within 1–21 nights, and says what is wrong with others', () => {
    expect(parseExploreNights('weekend')).toEqual({ min: 2, max: 4, weekend: true });
    expect(parseExploreNights('3-5')).toEqual({ min: 3, max: 5, weekend: false });
    expect(parseExploreNights('21-21')).toEqual({ min: 21, max: 21, weekend: false });
    expect(parseExploreNights('0-2')).toEqual({ problem: 'at least 1 night' });
    expect(parseExploreNights('2-30')).toEqual({ problem: 'at most 21 nights' });
    expect(parseExploreNights('6-3')).toEqual({
      problem: 'the first number of nights must not be larger than the second',
    });
    expect(parseExploreNights('-3')).toEqual({ problem: 'a range of nights such as 5-7, or weekend' });
  });

  it('knows a weekend trip: Thursday or Friday out, Sunday or Monday back', () => {
    // 2027-03-04 is a Thursday.
    expect(isWeekendTrip('2027-03-04', '2027-03-07')).toBe(true);
    expect(isWeekendTrip('2027-03-05', '2027-03-08')).toBe(true);
    expect(isWeekendTrip('2027-03-05', '2027-03-07')).toBe(true);
    expect(isWeekendTrip('2027-03-03', '2027-03-07')).toBe(false);
    expect(isWeekendTrip('2027-03-05', '2027-03-09')).toBe(false);
    expect(isWeekendTrip('2027-03-06', '2027-03-08')).toBe(false);
  });

  it('tells how far below its usual total a destination is', () => {
    expect(valueShare({ totalPrice: 600, typicalPrice: 800 })).toBeCloseTo(0.25);
    expect(valueShare({ totalPrice: 900, typicalPrice: 800 })).toBe(0);
    expect(valueShare({ totalPrice: 600 })).toBe(0);
  });
});
