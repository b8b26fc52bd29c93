import type { authClient } from '../../lib/auth-client';

/** The Better Auth client (~12 kB gzip), downloaded when a two-factor dialog first needs it, not with the page. */
export async function loadAuthClient(): Promise<typeof authClient> {
  return (await import('../../lib/auth-client')).authClient;
}
