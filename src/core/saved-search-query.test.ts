import { describe, expect, it } from 'vitest';
import type { SavedSearchInput } from './saved-search';
import { savedSearchParams, savedSearchQuery } from './saved-search-query';
import { createSearchParamsSchema } from './search-params';

const family: SavedSearchInput = {
  flightFrom: 'BEG',
  flightFromName: 'Belgrade',
  flightTo: 'CDG',
  flightToName: 'Paris',
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 1,
  accommodationAdults: 2,
  accommodationChildren: 1,
  accommodationLocation: 'Paris',
  checkInDate: '2026-12-02',
  checkOutDate: '2026-12-08',
  budget: 2500,
  currency: 'EUR',
  cabinClass: 'BUSINESS',
  directFlights: true,
  rooms: 1,
  childrenAges: [7],
};

describe('a saved search as a search', () => {
  it('runs the search it was saved from, accepted by the API schema', () => {
    const params = createSearchParamsSchema('2026-11-24').parse(savedSearchParams(family));
    expect(params).toMatchObject({
      from: 'BEG',
      to: 'CDG',
      returnDate: '2026-12-08',
      checkIn: '2026-12-02',
      hotelChildren: 1,
      childrenAges: [7],
      cabinClass: 'BUSINESS',
      directFlights: true,
      budget: 2500,
    });
  });

  it('leaves the return out of a one-way trip', () => {
    const oneWay = savedSearchParams({ ...family, isOneWay: true, returnDate: undefined });
    expect(oneWay.returnDate).toBeUndefined();
    expect(createSearchParamsSchema('2026-11-24').safeParse(oneWay).success).toBe(true);
  });

  it('opens the home page with the same search filled in', () => {
    const query = new URLSearchParams(savedSearchQuery(family));
    expect(Object.fromEntries(query)).toMatchObject({
      from: 'BEG',
      to: 'CDG',
      depart: '2026-12-01',
      return: '2026-12-08',
      budget: '2500',
      currency: 'EUR',
      checkIn: '2026-12-02',
      ages: '7',
    });
  });
});
