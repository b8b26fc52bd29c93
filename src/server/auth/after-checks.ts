import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { user as users } from '../db/schema';
import type { AccountMail } from './account-mail';
import type { PasswordChanges } from './password-changes';

/** What a sign-in with the right password but an unverified address answers, by whether a link was mailed. */
export const unverifiedSignInMessages = {
  sent: 'Email not verified. We have mailed you a new verification link.',
  notSent:
    'Email not verified. We did not mail another link just now: use the newest one we sent, or ask again later.',
} as const;

const changedPassword = z.object({ user: z.object({ id: z.string(), email: z.string() }) });
const signInBody = z.object({ email: z.string() });

const errorCode = (returned: unknown) =>
  isAPIError(returned) ? (returned.body as { code?: unknown } | undefined)?.code : undefined;

/**
 * Better Auth reaches this sign-in's 403 only after the password proved right, so the answer may say whether a
 * fresh link went out (the inbox's hourly share may be spent); Better Auth's own answer says only "not verified".
 */
async function unverifiedSignIn(db: Db, accountMail: AccountMail, body: unknown): Promise<never> {
  const email = signInBody.parse(body).email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  const sent = user ? await accountMail.verificationLink(user) : false;
  throw new APIError('FORBIDDEN', {
    code: 'EMAIL_NOT_VERIFIED',
    message: sent ? unverifiedSignInMessages.sent : unverifiedSignInMessages.notSent,
    verificationLinkSent: sent,
  });
}

/** Checks Better Auth runs after each of its endpoints, on what the endpoint answered. */
export function authAfterChecks(deps: {
  db: Db;
  accountMail: AccountMail;
  passwordChanges: PasswordChanges;
}) {
  return createAuthMiddleware(async (ctx) => {
    const { returned } = ctx.context;
    if (ctx.path === '/sign-in/email' && errorCode(returned) === 'EMAIL_NOT_VERIFIED') {
      await unverifiedSignIn(deps.db, deps.accountMail, ctx.body);
    }
    if (ctx.path === '/change-password' && !isAPIError(returned)) {
      await deps.passwordChanges.afterChange(changedPassword.parse(returned).user);
    }
  });
}
