import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './session-context';

/** The session context; components outside SessionProvider are a wiring mistake, so they fail loudly. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
