import type { SavedSearch, SavedSearchInput } from '../../../core/saved-search';

/** Everything that changes what a search finds; display names (airport labels, the search's own name) do not. */
const searchFields = [
  'flightFrom',
  'flightTo',
  'departureDate',
  'returnDate',
  'isOneWay',
  'flightAdults',
  'flightChildren',
  'cabinClass',
  'directFlights',
  'accommodationLocation',
  'checkInDate',
  'checkOutDate',
  'accommodationAdults',
  'accommodationChildren',
  'rooms',
  'budget',
  'budgetPer',
  'currency',
] as const satisfies readonly (keyof SavedSearchInput)[];

const sameAges = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length && left.every((age, index) => age === right[index]);

/**
 * The saved search that is this very search: the same on every field of it, children's ages included. (The first specification
 * compared from, to, departure and budget only, so saving Vienna→Rome for 4 nights made a 7-night search for two
 * show "Saved", and clicking it deleted the first.)
 */
export function findMatchingSearch(
  saved: readonly SavedSearch[],
  search: SavedSearchInput,
): SavedSearch | undefined {
  return saved.find(
    (candidate) =>
      searchFields.every((field) => (candidate[field] ?? null) === (search[field] ?? null)) &&
      sameAges(candidate.childrenAges, search.childrenAges),
  );
}
