import { describe, expect, it } from 'vitest';
import { familyTrip } from './saved-search.fixtures';
import { savedSearchParams, savedSearchQuery } from './saved-search-query';
import { createSearchParamsSchema } from './search-params';

/** A day before the fixture's trip, which a search may reach. */
const today = '2099-05-20';
/** The family's stay starts the day after they land, so the URL must carry its own check-in. */
const family = { ...familyTrip, checkInDate: '2099-06-02' };

describe('a saved search as a search', () => {
  it('runs the search it was saved from, accepted by the API schema', () => {
    const params = createSearchParamsSchema(today).parse(savedSearchParams(family));
    expect(params).toMatchObject({
      from: 'BEG',
      to: 'CDG',
      returnDate: '2099-06-08',
      checkIn: '2099-06-02',
      hotelChildren: 1,
      childrenAges: [7],
      cabinClass: 'PREMIUM_ECONOMY',
      directFlights: true,
      budget: 2500,
    });
  });

  it('leaves the return out of a one-way trip', () => {
    const oneWay = savedSearchParams({ ...family, isOneWay: true, returnDate: undefined });
    expect(oneWay.returnDate).toBeUndefined();
    expect(createSearchParamsSchema(today).safeParse(oneWay).success).toBe(true);
  });

  it('opens the home page with the same search filled in', () => {
    const query = new URLSearchParams(savedSearchQuery(family));
    expect(Object.fromEntries(query)).toMatchObject({
      from: 'BEG',
      to: 'CDG',
      depart: '2099-06-01',
      return: '2099-06-08',
      budget: '2500',
      currency: 'EUR',
      checkIn: '2099-06-02',
      ages: '7',
    });
  });
});
