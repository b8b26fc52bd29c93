import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../core/profile';
import { sessionQueryKey } from '../auth/fetch-session';
import { useSession } from '../auth/use-session';
import { profileQueryKey } from '../auth/user-data-query-keys';
import { fetchProfile, updateProfile } from './profile-api';

/** The signed-in user's profile under ['profile'], shared by the profile page and the home page's currency. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: user !== null,
    // Only this user's own saves change it, and those update the cache; no need to ask again on every page.
    staleTime: 5 * 60_000,
  });
}

/** Saves the profile; the cached one becomes the saved one (SPEC §4), and the header's name follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<Profile>(profileQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
