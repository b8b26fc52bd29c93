import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '../../../core/saved-search';
import { savedSearchLimits } from '../../../core/search-limits';
import { useSession } from '../auth';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches-api';
import {
  allSavedSearchesKey,
  savedSearchPagesKey,
  savedSearchStaleTime,
  type SavedSearchPages,
  updateCachedSavedSearches,
} from '../../lib/saved-search-cache';

/** All of the user's saved searches, to tell whether a search is saved already; only asked for when signed in. */
export function useAllSavedSearches() {
  const { user } = useSession();
  return useQuery({
    queryKey: allSavedSearchesKey,
    queryFn: async ({ signal }) =>
      (await listSavedSearches({ limit: savedSearchLimits.perAccount }, signal)).data,
    enabled: user !== null,
    staleTime: savedSearchStaleTime,
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
    staleTime: savedSearchStaleTime,
  });
}

/** Saves a search and puts it first in the cached lists, as the server would order it. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (created) => {
      queryClient.setQueryData<SavedSearch[]>(allSavedSearchesKey, (all) => all && [created, ...all]);
      queryClient.setQueryData<SavedSearchPages>(savedSearchPagesKey, (list) => {
        const [first, ...rest] = list?.pages ?? [];
        return list && first && { ...list, pages: [{ ...first, data: [created, ...first.data] }, ...rest] };
      });
    },
  });
}

/** Deletes a saved search and drops it from the cached lists without asking for them again (product.md §4). */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_, id) => {
      updateCachedSavedSearches(queryClient, (searches) => searches.filter((search) => search.id !== id));
    },
  });
}
