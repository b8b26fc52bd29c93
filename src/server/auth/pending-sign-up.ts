import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account } from '../db/schema';
import type { AccountMail } from './account-mail';

/**
 * The pending password signs in for nobody from now on (Better Auth answers a credential without a password as a
 * wrong one): neither sign-up has shown it holds the mailbox.
 */
async function disablePendingPassword(db: Db, userId: string) {
  await db
    .update(account)
    .set({ password: null, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}

/**
 * Better Auth's `onExistingUserSignUp`: a sign-up for an address that has an account. No sign-up changes the
 * password, name or preferences of an account that exists, and the answer to the visitor is the same as for a new
 * address; only mail tells the address's holder what happened:
 * - verified: nothing changes, and the owner is told someone tried, with a way to sign in or reset the password;
 * - not verified yet: two people may have chosen a password for one mailbox, and neither has shown they hold it.
 *   The pending password stops signing in, and the mailbox is sent a link to set one, which also verifies the
 *   address. So in either order the mailbox alone decides the password.
 */
export function handleRepeatedSignUp(db: Db, accountMail: AccountMail) {
  return async ({ user }: { user: { id: string; email: string; emailVerified: boolean } }) => {
    if (user.emailVerified) {
      await accountMail.accountExists(user.email);
      return;
    }
    await disablePendingPassword(db, user.id);
    await accountMail.pendingAccountClaim(user);
  };
}
