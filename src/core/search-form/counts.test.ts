import { describe, expect, it } from 'vitest';
import { clampChildAge, clampCount, clampCounts, countBounds } from './counts';
import { initialSearchForm } from './state';

describe('traveller and guest caps (product.md §5)', () => {
  const form = initialSearchForm();

  it('lets flight adults and children share 9 seats', () => {
    expect(countBounds(form, 'flightAdults')).toEqual({ min: 1, max: 9 });
    expect(countBounds(form, 'flightChildren')).toEqual({ min: 0, max: 8 });
    expect(countBounds({ ...form, flightAdults: 4 }, 'flightChildren')).toEqual({ min: 0, max: 5 });
    expect(countBounds({ ...form, flightChildren: 3 }, 'flightAdults')).toEqual({ min: 1, max: 6 });
  });

  it('caps hotel adults at 30, children at 10 and rooms at 8', () => {
    expect(countBounds(form, 'accommodationAdults')).toEqual({ min: 1, max: 30 });
    expect(countBounds(form, 'accommodationChildren')).toEqual({ min: 0, max: 10 });
    expect(countBounds(form, 'rooms')).toEqual({ min: 1, max: 8 });
  });

  it('clamps to whole numbers within the bounds', () => {
    const bounds = { min: 1, max: 9 };
    expect(clampCount(0, bounds)).toBe(1);
    expect(clampCount(10, bounds)).toBe(9);
    expect(clampCount(3.7, bounds)).toBe(3);
    expect(clampCount(Number.NaN, bounds)).toBe(1);
    expect(clampChildAge(-1)).toBe(0);
    expect(clampChildAge(18)).toBe(17);
  });

  it('keeps the adults and drops children when a prefill breaks the 9-traveller cap', () => {
    const clamped = clampCounts({
      ...form,
      flightAdults: 12,
      flightChildren: 3,
      accommodationAdults: 31,
      accommodationChildren: 11,
      rooms: 0,
    });
    expect(clamped).toMatchObject({
      flightAdults: 9,
      flightChildren: 0,
      accommodationAdults: 30,
      accommodationChildren: 10,
      rooms: 1,
    });
  });
});
