import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cabinClasses } from '../cabin-classes';
import { currencyCodes } from '../currencies';
import { limits } from '../search-limits';
import { countFields } from './counts';
import { followerFields } from './follower-fields';
import { addDays } from '../iso-date';
import { initialSearchFormModel, searchFormReducer, type SearchFormAction } from './reducer';

// Dates within a week, so that random actions often collide on the same or neighbouring days.
const date = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 6 }).map((days) => addDays('2030-12-29', days)),
  fc.constantFrom('not a date', '2030-02-30'),
);
const anyCount = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double({ noNaN: false }));
const place = fc.constantFrom<[string, string]>(
  ['Paris (PAR)', 'PAR'],
  ['Paris Charles de Gaulle Airport (CDG)', 'CDG'],
  ['London Heathrow Airport (LHR)', 'LHR'],
  ['Par', ''],
  ['', ''],
);

const action: fc.Arbitrary<SearchFormAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('setDate' as const),
      field: fc.constantFrom('departureDate', 'returnDate', 'checkInDate', 'checkOutDate'),
      date,
    }),
  },
  fc.record({ type: fc.constant('setOneWay' as const), isOneWay: fc.boolean() }),
  fc.record({
    type: fc.constant('setCount' as const),
    field: fc.constantFrom(...countFields),
    value: anyCount,
  }),
  fc.record({
    type: fc.constant('setChildAge' as const),
    index: fc.integer({ min: -1, max: 11 }),
    age: fc.integer({ min: -5, max: 30 }),
  }),
  fc
    .record({
      type: fc.constant('setLocation' as const),
      field: fc.constantFrom('flightFrom', 'flightTo', 'accommodation'),
      place,
    })
    .map(({ type, field, place: [name, code] }) => ({ type, field, name, code })),
  fc.record({ type: fc.constant('setCurrency' as const), currency: fc.constantFrom(...currencyCodes) }),
  fc.record({ type: fc.constant('setCabinClass' as const), cabinClass: fc.constantFrom(...cabinClasses) }),
  fc.record({
    type: fc.constant('prefill' as const),
    values: fc.record(
      {
        departureDate: date,
        returnDate: date,
        checkInDate: date,
        checkOutDate: date,
        isOneWay: fc.boolean(),
        flightAdults: anyCount,
        flightChildren: anyCount,
        accommodationAdults: anyCount,
        accommodationChildren: anyCount,
        rooms: anyCount,
        childrenAges: fc.array(fc.integer({ min: -5, max: 30 }), { maxLength: 12 }),
      },
      { requiredKeys: [] },
    ),
  }),
);

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

describe('search form reducer properties', () => {
  it('never breaks a date rule, a cap or the one-age-per-child rule, whatever the user does', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { values, manual } = actions.reduce(searchFormReducer, initialSearchFormModel());
        if (values.departureDate && values.returnDate) {
          expect(values.returnDate > values.departureDate).toBe(true);
        }
        if (values.checkInDate && values.checkOutDate) {
          expect(values.checkOutDate > values.checkInDate).toBe(true);
        }
        expect(within(values.flightAdults, limits.flightAdults)).toBe(true);
        expect(within(values.flightChildren, limits.flightChildren)).toBe(true);
        expect(values.flightAdults + values.flightChildren).toBeLessThanOrEqual(limits.flightTravellers);
        expect(within(values.accommodationAdults, limits.hotelAdults)).toBe(true);
        expect(within(values.accommodationChildren, limits.hotelChildren)).toBe(true);
        expect(within(values.rooms, limits.rooms)).toBe(true);
        expect(values.childrenAges).toHaveLength(values.accommodationChildren);
        expect(values.childrenAges.every((age) => age === null || within(age, limits.childAge))).toBe(true);
        if (!manual.checkInDate) expect(values.checkInDate).toBe(values.departureDate);
        if (!manual.accommodationAdults) expect(values.accommodationAdults).toBe(values.flightAdults);
        expect(Object.keys(manual).sort()).toEqual([...followerFields].sort());
      }),
      { numRuns: 500 },
    );
  });
});
