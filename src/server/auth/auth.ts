import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { z } from 'zod';
import { profileCurrencies, profileLanguages, profileUpdateSchema } from '../../core/profile';
import { createProfile } from '../accounts/profiles';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authTables } from '../db/schema';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../http/json-body';
import { trustedOriginsFor } from '../http/trusted-origins';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail';
import type { RateLimiterFactory } from '../infra/rate-limit';
import { resetPasswordEmail, verificationEmail } from './emails';
import { withDefaultCallback } from './links';
import { toBetterAuthLogger } from './log';
import { authRateLimitRules } from './rate-limit-rules';
import { createAuthRateLimitStorage } from './rate-limit-storage';
import { resolveAuthSecret } from './secret';

/** The header our mount sets to the client's address; anything a client sends under that name is replaced. */
export const CLIENT_IP_HEADER = 'x-tripfit-client-ip';

/** The signed-in user as the routes see them. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export interface Auth {
  /** Answers every request under /api/auth. */
  handler(request: Request): Promise<Response>;
  /** The user of a live session, or null when the cookie is missing, wrong, expired or signed out. */
  getSession(headers: Headers): Promise<AuthUser | null>;
  /** Checks the password, then deletes the session's user; the answer clears the session cookie. */
  deleteUser(headers: Headers, password: string): Promise<Response>;
}

export interface AuthDependencies {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimiters: RateLimiterFactory;
  logger: Logger;
}

/** Where the reset link lands when the web named no page: the auth page, which reads `token` or `error`. */
const RESET_PASSWORD_PAGE = '/auth?reset=1';

const fullName = profileUpdateSchema.shape.fullName;

export function createAuth({ config, database, mailer, rateLimiters, logger }: AuthDependencies): Auth {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  const auth = betterAuth({
    appName: 'TripFit',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: resolveAuthSecret({ authSecret: config.AUTH_SECRET, dataDir: config.DATA_DIR }),
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authTables }),
    trustedOrigins: trustedOriginsFor(config.PUBLIC_URL, config.NODE_ENV === 'production'),
    logger: toBetterAuthLogger(logger),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(user, withDefaultCallback(url, RESET_PASSWORD_PAGE)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user, url));
      },
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
          before: async (user) => {
            const name = fullName.safeParse(user.name);
            if (!name.success) {
              throw APIError.from('BAD_REQUEST', {
                code: 'INVALID_NAME',
                message: `name: ${name.error.issues[0]?.message ?? 'Full name is required'}`,
              });
            }
            return { data: { ...user, name: name.data } };
          },
          // The old app dropped the sign-up currency and language; the profile keeps them.
          after: async (user) => {
            await createProfile(database.db, user);
          },
        },
      },
    },
    hooks: {
      // Better Auth answers 500 to such text: the database refuses NUL (a reset token), and building mail
      // links throws on half a surrogate pair (a callbackURL). Refuse it up front, as our own routes do.
      before: createAuthMiddleware(async (ctx) => {
        if (hasUnstorableText(ctx.body)) {
          throw APIError.from('BAD_REQUEST', { code: 'INVALID_TEXT', message: UNSTORABLE_TEXT_MESSAGE });
        }
      }),
    },
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
