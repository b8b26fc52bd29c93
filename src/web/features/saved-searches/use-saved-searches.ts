import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '../../../core/saved-search';
import { savedSearchesQueryKey } from '../auth/user-data-query-keys';
import { useSession } from '../auth/use-session';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches-api';

/** The list under ['saved-searches'], shared by the Save button and the list; only asked for when signed in. */
export function useSavedSearches() {
  const { user } = useSession();
  return useQuery({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => listSavedSearches(signal),
    enabled: user !== null,
    // Saves and deletes update the cache, so moving between pages need not reload the list.
    staleTime: 5 * 60_000,
  });
}

/** Saves a search and puts it first in the cached list, as the server would order it. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (created) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (current) => [
        created,
        ...(current ?? []),
      ]),
  });
}

/** Deletes a saved search and drops it from the cached list without asking for the list again (SPEC §4). */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (current) =>
        current?.filter((search) => search.id !== id),
      ),
  });
}
