import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth';
import { fetchProfile } from './profile-api';
import { profileQueryKey } from '../../lib/user-data-query-keys';

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
