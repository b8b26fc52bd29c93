import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { z } from 'zod';
import { passwordLength } from '../../core/password-rules';
import { profileCurrencies, profileLanguages } from '../../core/profile';
import { createProfile } from '../accounts/profiles';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authTables } from '../db/schema';
import { trustedOriginsFor } from '../http/trusted-origins';
import type { Auth } from './auth-port';
import type { BackgroundTasks } from '../infra/background-tasks';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail';
import type { RateLimiterFactory } from '../infra/rate-limit';
import { createAccountMail } from './account-mail';
import { authAfterChecks } from './after-checks';
import { createInboxMailLimit } from './inbox-mail-limit';
import { toBetterAuthLogger } from './log';
import { passwordChanges } from './password-changes';
import { handleRepeatedSignUp } from './pending-sign-up';
import { authRateLimitRules } from './rate-limit-rules';
import { createAuthRateLimitStorage } from './rate-limit-storage';
import { authRequestChecks, validFullName } from './request-checks';
import { RESET_LINK_SECONDS } from './reset-links';
import { VERIFICATION_LINK_SECONDS, verificationLinks } from './verification-links';

/** The header our mount sets to the client's address; anything a client sends under that name is replaced. */
export const CLIENT_IP_HEADER = 'x-tripfit-client-ip';

export interface AuthDependencies {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimiters: RateLimiterFactory;
  logger: Logger;
  backgroundTasks: BackgroundTasks;
  /** AUTH_SECRET or the generated one (resolveAuthSecret), read once at start and shared with the unsubscribe tokens. */
  secret: string;
}

const BASE_PATH = '/api/auth';

export function createAuth(dependencies: AuthDependencies): Auth {
  const { config, database, mailer, rateLimiters, logger, backgroundTasks, secret } = dependencies;
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  const links = verificationLinks(database.db);
  const accountMail = createAccountMail({
    db: database.db,
    mailer,
    backgroundTasks,
    links,
    inboxLimit: createInboxMailLimit(rateLimiters),
    secret,
    authBaseUrl: `${config.PUBLIC_URL.replace(/\/$/, '')}${BASE_PATH}`,
    publicUrl: config.PUBLIC_URL,
  });
  const afterPassword = passwordChanges(database.db, links);
  const auth = betterAuth({
    appName: 'TripFit',
    baseURL: config.PUBLIC_URL,
    basePath: BASE_PATH,
    secret,
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authTables }),
    trustedOrigins: trustedOriginsFor(config.PUBLIC_URL, config.NODE_ENV === 'production'),
    logger: toBetterAuthLogger(logger),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        await accountMail.resetLink(user.email, url);
      },
      onPasswordReset: ({ user }) => afterPassword.afterReset(user),
      onExistingUserSignUp: handleRepeatedSignUp(database.db, accountMail),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in before verifying mails a link from our after-hook, which can then say whether it did.
      sendOnSignIn: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      // A link proves the address, not who opened it: the owner signs in with their password afterwards.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await accountMail.verificationLink(user, url);
      },
      afterEmailVerification: (user) => links.endAll(user.email),
    },
    user: {
      additionalFields: {
        preferredCurrency: {
          type: 'string',
          required: false,
          input: true,
          defaultValue: 'USD',
          validator: {
            input: z.enum(
              profileCurrencies,
              `preferredCurrency must be one of ${profileCurrencies.join(', ')}`,
            ),
          },
        },
        preferredLanguage: {
          type: 'string',
          required: false,
          input: true,
          defaultValue: 'en',
          validator: {
            input: z.enum(
              profileLanguages,
              `preferredLanguage must be one of ${profileLanguages.join(', ')}`,
            ),
          },
        },
      },
      deleteUser: { enabled: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: validFullName(user.name) } }),
          // The old app dropped the sign-up currency and language; the profile keeps them.
          after: async (user) => {
            await createProfile(database.db, user);
          },
        },
      },
    },
    hooks: {
      before: authRequestChecks(links),
      after: authAfterChecks({ db: database.db, accountMail, passwordChanges: afterPassword }),
    },
    // Unexpected errors (a lost database) reach our error handler, which logs them as JSON with secrets
    // redacted, instead of Better Auth printing them raw to stderr.
    onAPIError: { throw: true },
    plugins: [twoFactor({ issuer: 'TripFit' })],
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: authRateLimitRules,
      customStorage: createAuthRateLimitStorage(rateLimiters),
    },
    // Account deletion goes through DELETE /api/account (password required), profile edits through
    // PUT /api/profile, so Better Auth's own routes for them are off.
    disabledPaths: ['/delete-user', '/delete-user/callback', '/update-user'],
    advanced: {
      cookiePrefix: 'tripfit',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its Origin check under NODE_ENV=test; keep it on so tests see production behaviour.
      disableOriginCheck: false,
      // Sign-up mail goes out after the answer, so a taken address answers as fast as a new one.
      backgroundTasks: { handler: (task) => backgroundTasks.run(task) },
    },
  });

  return {
    handler: (request) => auth.handler(request),
    getSession: async (headers) => {
      const found = await auth.api.getSession({ headers });
      if (!found) return null;
      const { id, email, name, emailVerified, twoFactorEnabled, createdAt } = found.user;
      return { id, email, name, emailVerified, twoFactorEnabled: twoFactorEnabled ?? false, createdAt };
    },
    deleteUser: (headers, password) => auth.api.deleteUser({ headers, body: { password }, asResponse: true }),
  };
}
