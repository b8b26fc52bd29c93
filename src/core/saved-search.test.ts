import { describe, expect, it } from 'vitest';
import { createSavedSearchInputSchema, type SavedSearchInput } from './saved-search';

const today = '2030-03-10';
const schema = createSavedSearchInputSchema(today);

const valid: SavedSearchInput = {
  flightFrom: 'BEG',
  flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
  flightTo: 'CDG',
  flightToName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 0,
  accommodationAdults: 2,
  accommodationChildren: 0,
  accommodationLocation: 'Paris',
  checkInDate: '2030-04-01',
  checkOutDate: '2030-04-08',
  budget: 1500,
  currency: 'EUR',
  cabinClass: 'ECONOMY',
  directFlights: false,
  rooms: 1,
  childrenAges: [],
};

function problems(input: Record<string, unknown>): string[] {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('saved-search input', () => {
  it('accepts what the Save button sends', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses a departure more than 360 days ahead, which no search could run', () => {
    // 2030-03-10 + 360 days = 2031-03-05.
    expect(problems({ departureDate: '2031-03-05', returnDate: '2031-03-07' })).toEqual([]);
    expect(problems({ departureDate: '2031-03-06', returnDate: '2031-03-07' })).toEqual([
      'departureDate: must be within 360 days from today',
    ]);
  });

  it('keeps a one-way stay that ends the day after the last day a search allows', () => {
    const oneWay = { isOneWay: true, returnDate: undefined, departureDate: '2031-03-05' };
    expect(problems({ ...oneWay, checkInDate: '2031-03-05', checkOutDate: '2031-03-06' })).toEqual([]);
  });

  it('takes counts and the budget as JSON numbers only', () => {
    expect(problems({ flightAdults: '2' })).toEqual(['flightAdults: a whole number']);
    expect(problems({ rooms: true })).toEqual(['rooms: a whole number']);
    expect(problems({ budget: '1500' })).toEqual(['budget: a number']);
  });
});
