import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageCodes } from '../../../core/languages';
import type { SavedSearch } from '../../../core/saved-search';
import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { savedSearchesQueryKey } from '../../lib/user-data-query-keys';
import { listWatchedTrips, setTripWatch } from './trip-watch-api';
import {
  savedSearchStaleTime,
  updateCachedSavedSearches,
  watchedTripsKey,
} from '../../lib/saved-search-cache';

/** The saved searches that are or were watched, departure soonest first; only asked for when signed in. */
export function useWatchedTrips() {
  const { user } = useSession();
  return useQuery({
    queryKey: watchedTripsKey,
    queryFn: ({ signal }) => listWatchedTrips(signal),
    enabled: user !== null,
    staleTime: savedSearchStaleTime,
  });
}

/**
 * Turns a saved search's watch on or off, says what that means in a toast, and puts the server's answer in every
 * cached list, so the card, the Save button and the profile's Watched trips agree without reloading.
 */
export function useSetTripWatch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The mails go out in the language the site is read in (the profile keeps only English, Spanish and French).
  const language = languageCodes.find((code) => code === i18n.resolvedLanguage);
  return useMutation({
    mutationFn: ({ id, watching }: { id: string; watching: boolean }) => setTripWatch(id, watching, language),
    onSuccess: (updated) => {
      updateCachedSavedSearches(queryClient, (searches) =>
        searches.map((search) => (search.id === updated.id ? updated : search)),
      );
      // A first watch joins Watched trips where the server's departure order puts it.
      if (
        !queryClient.getQueryData<SavedSearch[]>(watchedTripsKey)?.some((search) => search.id === updated.id)
      ) {
        void queryClient.invalidateQueries({ queryKey: watchedTripsKey });
      }
      toast.success(t(updated.watch.watching ? 'watch.toast.on' : 'watch.toast.off'));
    },
    onError: (error) => {
      // A deleted search or a departed trip: the cached lists are out of date, so ask again.
      if (error instanceof ApiError && (error.status === 404 || error.code === 'trip_departed')) {
        void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
      }
      toast.error(serverErrorText(error, t, t('watch.toast.failed')));
    },
  });
}
