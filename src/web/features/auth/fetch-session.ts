/** The signed-in person, as Better Auth's get-session answers (the fields the web uses). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface AuthSession {
  id: string;
  expiresAt: string;
}

export interface SessionState {
  user: SessionUser;
  session: AuthSession;
}

export const sessionQueryKey = ['session'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The session in an answer of GET /api/auth/get-session, or null when signed out (it answers `null`). */
function readSession(body: unknown): SessionState | null {
  if (!isRecord(body) || !isRecord(body.user) || !isRecord(body.session)) return null;
  const { user, session } = body;
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return {
    user: {
      id: user.id,
      name: text(user.name),
      email: user.email,
      emailVerified: user.emailVerified === true,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    session: { id: text(session.id), expiresAt: text(session.expiresAt) },
  };
}

/**
 * One small GET instead of the Better Auth client (~12 kB gzip), so the header on every page stays light. The
 * session cookie is httpOnly, so asking the server is the only way to know.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState | null> {
  const response = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' }, signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/auth/get-session answered ${response.status}`);
  return readSession(await response.json());
}
