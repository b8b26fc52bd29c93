import type { SavedSearch, SavedSearchInput } from '../../../core/saved-search';

type SearchKey = Pick<SavedSearchInput, 'flightFrom' | 'flightTo' | 'departureDate' | 'budget'>;

/** SPEC §4: a search counts as saved when one has the same from, to, departure date and budget. */
export function findMatchingSearch(
  saved: readonly SavedSearch[],
  search: SearchKey,
): SavedSearch | undefined {
  return saved.find(
    (candidate) =>
      candidate.flightFrom === search.flightFrom &&
      candidate.flightTo === search.flightTo &&
      candidate.departureDate === search.departureDate &&
      candidate.budget === search.budget,
  );
}
