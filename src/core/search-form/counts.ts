import { limits } from '../search-limits';
import type { SearchFormValues } from './state';

/** The counters of the travellers and guests popovers. */
export const countFields = [
  'flightAdults',
  'flightChildren',
  'accommodationAdults',
  'accommodationChildren',
  'rooms',
] as const;

export type CountField = (typeof countFields)[number];

export interface CountBounds {
  min: number;
  max: number;
}

/**
 * The range a counter may take given the other values (product.md §5): adults and children of a flight share the
 * 9-traveller cap, so each one's maximum shrinks as the other grows.
 */
export function countBounds(values: SearchFormValues, field: CountField): CountBounds {
  switch (field) {
    case 'flightAdults':
      return {
        min: limits.flightAdults.min,
        max: Math.min(limits.flightAdults.max, limits.flightTravellers - values.flightChildren),
      };
    case 'flightChildren':
      return {
        min: limits.flightChildren.min,
        max: Math.min(limits.flightChildren.max, limits.flightTravellers - values.flightAdults),
      };
    case 'accommodationAdults':
      return limits.hotelAdults;
    case 'accommodationChildren':
      return limits.hotelChildren;
    case 'rooms':
      return limits.rooms;
  }
}

/** A whole number within the bounds; anything that is not a finite number becomes the minimum. */
export function clampCount(value: number, bounds: CountBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

export function clampChildAge(age: number): number {
  return clampCount(age, limits.childAge);
}

/** Every count within its cap. Adults win over children when a prefill breaks the 9-traveller cap. */
export function clampCounts(values: SearchFormValues): SearchFormValues {
  const flightAdults = clampCount(values.flightAdults, limits.flightAdults);
  const withAdults = { ...values, flightAdults };
  return {
    ...withAdults,
    flightChildren: clampCount(values.flightChildren, countBounds(withAdults, 'flightChildren')),
    accommodationAdults: clampCount(values.accommodationAdults, limits.hotelAdults),
    accommodationChildren: clampCount(values.accommodationChildren, limits.hotelChildren),
    rooms: clampCount(values.rooms, limits.rooms),
  };
}
