import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { apiSend } from '../../lib/api-client';
import { fetchSession, sessionQueryKey } from './fetch-session';
import { SessionContext, type SessionContextValue } from './session-context';
import { userDataQueryKeys } from '../../lib/user-data-query-keys';

/**
 * Looks the session up once, shares it with every component, and refreshes it when the tab regains focus. Once
 * signed out (by the user, or an expired session), the user's cached data is dropped.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    // A sign-out in another tab shows up when the visitor comes back to this one.
    refetchOnWindowFocus: true,
    retry: 1,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // Signed out here first, so no page asks for the user's data while the server ends the session.
    queryClient.setQueryData(sessionQueryKey, null);
    try {
      await apiSend('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      throw error;
    }
  }, [queryClient]);

  const signedOut = !isPending && !data;
  useEffect(() => {
    // After every page has rendered signed out (their queries disabled), so dropping the data starts no request.
    if (signedOut) for (const queryKey of userDataQueryKeys) queryClient.removeQueries({ queryKey });
  }, [signedOut, queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      loading: isPending,
      signOut,
      refresh,
    }),
    [data, isPending, signOut, refresh],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
