import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../core/profile';
import { sessionQueryKey } from '../auth';
import { updateProfile } from './profile-api';
import { profileQueryKey } from '../../lib/user-data-query-keys';

/** Saves the profile; the cached one becomes the saved one (product.md §4), and the header's name follows. */
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
