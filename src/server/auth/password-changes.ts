import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user as users } from '../db/schema';
import { endResetLinks } from './reset-links';
import type { VerificationLinks } from './verification-links';

interface ChangedUser {
  id: string;
  email: string;
}

/**
 * What follows a new password. Every other reset and verification link of the account ends, so a link mailed
 * earlier (or read by someone else) cannot set another password afterwards. A reset also verifies the address:
 * its link went to the mailbox, which is all a verification link proves.
 */
export function passwordChanges(db: Db, links: VerificationLinks) {
  const endLinks = async (user: ChangedUser) => {
    await endResetLinks(db, user.id);
    await links.endAll(user.email);
  };
  return {
    afterReset: async (user: ChangedUser) => {
      await endLinks(user);
      await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), eq(users.emailVerified, false)));
    },
    afterChange: endLinks,
  };
}

export type PasswordChanges = ReturnType<typeof passwordChanges>;
