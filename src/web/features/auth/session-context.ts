import { createContext } from 'react';
import type { AuthSession, SessionUser } from './fetch-session';

/** product.md §3 session context: user and session (or none), loading until the first lookup, and sign-out. */
export interface SessionContextValue {
  user: SessionUser | null;
  session: AuthSession | null;
  /** True until the first session lookup has answered. */
  loading: boolean;
  /** Ends the session on the server and forgets the signed-in user's data. */
  signOut: () => Promise<void>;
  /** Asks the server again, e.g. after signing in or changing two-factor settings. */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
