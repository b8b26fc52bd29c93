import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { SavedSearch, SavedSearchPage } from '../../../core/saved-search';
import { savedSearchLimits } from '../../../core/search-limits';
import { savedSearchesQueryKey } from '../auth/user-data-query-keys';
import { useSession } from '../auth/use-session';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches-api';

// Both live under ['saved-searches'], so signing out drops them together.
/** Every saved search in one answer (an account keeps at most the largest page): the Save button's lookup. */
const allSavedSearchesKey = [...savedSearchesQueryKey, 'all'] as const;
/** The list, page by page as the visitor asks for more. */
const savedSearchPagesKey = [...savedSearchesQueryKey, 'pages'] as const;

// Saves and deletes update the cache, so moving between pages need not reload the list.
const staleTime = 5 * 60_000;

/** All of the user's saved searches, to tell whether a search is saved already; only asked for when signed in. */
export function useAllSavedSearches() {
  const { user } = useSession();
  return useQuery({
    queryKey: allSavedSearchesKey,
    queryFn: async ({ signal }) =>
      (await listSavedSearches({ limit: savedSearchLimits.perAccount }, signal)).data,
    enabled: user !== null,
    staleTime,
  });
}

/** The saved-searches list, one page at a time, newest first; only asked for when signed in. */
export function useSavedSearchPages() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: savedSearchPagesKey,
    queryFn: ({ pageParam, signal }) =>
      listSavedSearches({ limit: savedSearchLimits.page.default, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: user !== null,
    staleTime,
  });
}

type Pages = InfiniteData<SavedSearchPage, string | undefined>;

/** Saves a search and puts it first in the cached lists, as the server would order it. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (created) => {
      queryClient.setQueryData<SavedSearch[]>(allSavedSearchesKey, (all) => all && [created, ...all]);
      queryClient.setQueryData<Pages>(savedSearchPagesKey, (list) => {
        const [first, ...rest] = list?.pages ?? [];
        return list && first && { ...list, pages: [{ ...first, data: [created, ...first.data] }, ...rest] };
      });
    },
  });
}

/** Deletes a saved search and drops it from the cached lists without asking for them again (SPEC §4). */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_, id) => {
      const others = (searches: SavedSearch[]) => searches.filter((search) => search.id !== id);
      queryClient.setQueryData<SavedSearch[]>(allSavedSearchesKey, (all) => all && others(all));
      queryClient.setQueryData<Pages>(
        savedSearchPagesKey,
        (list) =>
          list && { ...list, pages: list.pages.map((page) => ({ ...page, data: others(page.data) })) },
      );
    },
  });
}
