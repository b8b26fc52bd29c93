import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchPage } from '../../core/saved-search';
import { savedSearchesQueryKey } from './user-data-query-keys';

// All live under ['saved-searches'], so signing out drops them together.
/** Every saved search in one answer (an account keeps at most the largest page): the Save button's lookup. */
export const allSavedSearchesKey = [...savedSearchesQueryKey, 'all'] as const;
/** The list, page by page as the visitor asks for more. */
export const savedSearchPagesKey = [...savedSearchesQueryKey, 'pages'] as const;
/** The saved searches that are or were watched: the profile's Watched trips. */
export const watchedTripsKey = [...savedSearchesQueryKey, 'watched'] as const;

// Saves, deletes and watch changes update the cache, so moving between pages need not reload the lists.
export const savedSearchStaleTime = 5 * 60_000;

export type SavedSearchPages = InfiniteData<SavedSearchPage, string | undefined>;

/** Rewrites every cached list of saved searches (all of them, the pages, the watched ones) in the same way. */
export function updateCachedSavedSearches(
  queryClient: QueryClient,
  update: (searches: SavedSearch[]) => SavedSearch[],
): void {
  queryClient.setQueryData<SavedSearch[]>(allSavedSearchesKey, (all) => all && update(all));
  queryClient.setQueryData<SavedSearch[]>(watchedTripsKey, (watched) => watched && update(watched));
  queryClient.setQueryData<SavedSearchPages>(
    savedSearchPagesKey,
    (list) => list && { ...list, pages: list.pages.map((page) => ({ ...page, data: update(page.data) })) },
  );
}
