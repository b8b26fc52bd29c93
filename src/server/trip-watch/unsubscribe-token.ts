import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The one-click unsubscribe link's token: the saved search's id and an HMAC of it, so anyone holding the mail can
 * turn that one watch off without signing in, and nobody can forge a token for another search. The key is
 * derived from the auth secret with its own label, so a token is good for nothing else.
 */
export interface UnsubscribeTokens {
  sign(savedSearchId: string): string;
  /** The saved search's id, or null when TripFit did not sign this token. */
  verify(token: string): string | null;
}

const uuid = z.uuid();

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('tripfit trip-watch unsubscribe v1').digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest();
  return {
    sign: (id) => `${id}.${mac(id).toString('base64url')}`,
    verify: (token) => {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0 || !uuid.safeParse(id).success) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
