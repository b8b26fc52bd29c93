import { createHash, randomUUID } from 'node:crypto';
import { signJWT } from 'better-auth/crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user as users, verification } from '../db/schema';

/** How long a verification link works: Better Auth's token lifetime. */
export const VERIFICATION_LINK_SECONDS = 3600;

const identifierFor = (email: string) => `email-verification-link:${email.toLowerCase()}`;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `link` (Better Auth's /verify-email URL) with a token of our own: Better Auth's payload plus a random id, so two
 * links sent within the same second still differ and each can be ended on its own.
 */
export async function withFreshVerificationToken(
  link: string,
  user: { id: string; email: string },
  secret: string,
): Promise<{ url: string; token: string }> {
  const payload = { email: user.email.toLowerCase(), userId: user.id, jti: randomUUID() };
  const token = await signJWT(payload, secret, VERIFICATION_LINK_SECONDS);
  const url = new URL(link);
  url.searchParams.set('token', token);
  return { url: url.toString(), token };
}

/** The email a Better Auth verification token (a signed JWT) is for; Better Auth checks the signature itself. */
export function emailInVerificationToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth's verification links are stateless tokens, valid until they expire. TripFit keeps the digest of
 * each link it mails in Better Auth's verification table, so it can end them: every link mailed for an address
 * works until it expires or the address is verified, and a password change ends them all (endAll).
 */
export function verificationLinks(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Records `token` as a link that verifies `email` until it expires; the links sent before keep working. */
    issued: async (email: string, token: string) => {
      const identifier = identifierFor(email);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .delete(verification)
          .where(and(eq(verification.identifier, identifier), lte(verification.expiresAt, at)));
        await tx.insert(verification).values({
          id: randomUUID(),
          identifier,
          value: digest(token),
          expiresAt: new Date(at.getTime() + VERIFICATION_LINK_SECONDS * 1000),
          createdAt: at,
          updatedAt: at,
        });
      });
    },
    /**
     * Whether `token` may verify its address: TripFit mailed it and it has not expired or been ended, or the address
     * is verified already (Better Auth then only redirects, so a second click on a used link does not read as an
     * error).
     */
    accepts: async (token: string) => {
      const email = emailInVerificationToken(token);
      if (!email) return false;
      const [row] = await db
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(
            eq(verification.identifier, identifierFor(email)),
            eq(verification.value, digest(token)),
            gt(verification.expiresAt, now()),
          ),
        );
      if (row) return true;
      const [owner] = await db
        .select({ verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return owner?.verified === true;
    },
    /** The address is verified, or its password changed: no link mailed for it verifies anything any more. */
    endAll: async (email: string) => {
      await db.delete(verification).where(eq(verification.identifier, identifierFor(email)));
    },
  };
}

export type VerificationLinks = ReturnType<typeof verificationLinks>;
