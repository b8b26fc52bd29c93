import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verification } from '../db/schema';

/** How long a reset link works: Better Auth's default for the tokens it makes itself. */
export const RESET_LINK_SECONDS = 3600;

/** Better Auth keeps each reset token as a verification row named so, whose value is the user's id. */
const RESET_PREFIX = 'reset-password:';

/**
 * A reset token as Better Auth's own /reset-password/:token and /reset-password read it, for a mail Better Auth
 * does not send itself (the note to a pending address someone signed up with again).
 */
export async function issueResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** Ends every reset link of the user: after a password change, an older link must not set another one. */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}
