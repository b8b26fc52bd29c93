import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { profileCurrencies, profileLanguages } from '../../core/profile';
import type { Db } from '../db/client';
import { account, profiles, user as users } from '../db/schema';
import type { Mailer } from '../infra/mail';
import { accountExistsEmail } from './emails';

/** The parts of a repeated sign-up that replace the pending one; Better Auth has validated the body already. */
const signUpBody = z.object({
  name: z.string().trim().min(1),
  password: z.string().min(1),
  preferredCurrency: z.enum(profileCurrencies).default('USD'),
  preferredLanguage: z.enum(profileLanguages).default('en'),
  // Only a path on this site: the link must not lead anywhere else.
  callbackURL: z
    .string()
    .regex(/^\/(?![/\\])/)
    .catch('/')
    .default('/'),
});

type SignUpBody = z.infer<typeof signUpBody>;

async function replacePendingAccount(db: Db, userId: string, body: SignUpBody, passwordHash: string) {
  const preferences = {
    preferredCurrency: body.preferredCurrency,
    preferredLanguage: body.preferredLanguage,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    await tx
      .update(users)
      .set({ name: body.name, ...preferences, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ id: userId, fullName: body.name, ...preferences })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: body.name, ...preferences } });
  });
}

export interface PendingSignUpDependencies {
  db: Db;
  /** Better Auth's base URL, e.g. https://tripfit.example.com/api/auth. */
  authBaseUrl: string;
  publicUrl: string;
  mailer: Mailer;
  /** Mails a fresh link to Better Auth's /verify-email, recorded as the only one that works. */
  sendVerificationLink(user: { id: string; email: string }, link: string): Promise<void>;
}

/**
 * Better Auth's `onExistingUserSignUp`: a sign-up for an address that has an account. The answer to the visitor is
 * the same as for a new address; what happens is told only by mail, to the address's owner:
 * - not verified yet: the newest sign-up wins. An attacker may have started the first one with their own password,
 *   so the pending password, name and preferences are replaced, and a new link (the only one that works) is mailed;
 * - verified: nothing changes, and the owner is told someone tried, with a way to sign in or reset the password.
 */
export function handleRepeatedSignUp(deps: PendingSignUpDependencies) {
  return async (
    { user }: { user: { id: string; email: string; emailVerified: boolean } },
    request?: Request,
  ) => {
    if (user.emailVerified) {
      await deps.mailer.send(accountExistsEmail(user.email, new URL('/auth', deps.publicUrl).toString()));
      return;
    }
    const body = signUpBody.safeParse(await request?.json().catch(() => undefined));
    if (!body.success) return;
    await replacePendingAccount(deps.db, user.id, body.data, await hashPassword(body.data.password));
    const link = `${deps.authBaseUrl}/verify-email?callbackURL=${encodeURIComponent(body.data.callbackURL)}`;
    await deps.sendVerificationLink(user, link);
  };
}
