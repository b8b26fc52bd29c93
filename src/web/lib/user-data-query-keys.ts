/** Cached server data that belongs to the signed-in user; dropped when the session ends. */
export const profileQueryKey = ['profile'] as const;
export const savedSearchesQueryKey = ['saved-searches'] as const;

export const userDataQueryKeys = [profileQueryKey, savedSearchesQueryKey] as const;
