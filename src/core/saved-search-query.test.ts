import { describe, expect, it } from 'vitest';
import { familyTrip } from './saved-search.fixtures';
import { savedSearchQuery } from './saved-search-query';

/** The family's stay starts the day after they land, so the URL must carry its own check-in. */
const family = { ...familyTrip, checkInDate: '2099-06-02' };

describe('a saved search as a page URL', () => {
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
