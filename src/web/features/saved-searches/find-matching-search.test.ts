import { describe, expect, it } from 'vitest';
import type { SavedSearchInput } from '../../../core/saved-search';
import { findMatchingSearch } from './find-matching-search';
import { familyTrip, soloOneWay } from '../../../core/saved-search.fixtures';

// The saved record's id and creation time are not part of a search; the matcher never looks at them.
const family: SavedSearchInput = { ...familyTrip };

describe('findMatchingSearch', () => {
  it('finds the saved search that is this very search, whatever the airports are called', () => {
    const search: SavedSearchInput = { ...family, flightFromName: 'Belgrade (BEG)', searchName: 'Summer' };
    expect(findMatchingSearch([soloOneWay, familyTrip], search)?.id).toBe(familyTrip.id);
  });

  it.each<[string, Partial<SavedSearchInput>]>([
    ['more nights', { checkOutDate: '2099-06-11' }],
    ['another return date', { returnDate: '2099-06-09' }],
    ['two more adults', { flightAdults: 4, accommodationAdults: 4 }],
    ['another child age', { childrenAges: [8] }],
    ['another cabin', { cabinClass: 'ECONOMY' }],
    ['direct flights off', { directFlights: false }],
    ['two rooms', { rooms: 2 }],
    ['another city', { accommodationLocation: 'Versailles' }],
    ['another currency', { currency: 'USD' }],
  ])('does not take a search with %s for the saved one', (_change, change) => {
    expect(findMatchingSearch([familyTrip], { ...family, ...change })).toBeUndefined();
  });
});
