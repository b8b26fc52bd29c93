import type { Redis } from 'ioredis';
import { ApiError, serviceUnavailable } from '../http/api-error';
import { createAttemptBackoff, type BackoffRule } from '../infra/attempt-backoff';
import type { RateLimiterFactory } from '../infra/rate-limit';

/** Password and code checks one client may make a minute, across every endpoint that checks one. */
export const CHECKS_PER_CLIENT_PER_MINUTE = 10;

/**
 * Per account: five wrong answers in 15 minutes are free, then each further try waits 15 s, doubling up to one
 * minute. Guessing slows to about one try a minute, while a stranger failing on purpose keeps the owner out for a
 * minute at most.
 */
export const accountBackoff: BackoffRule = {
  name: 'password',
  freeFailures: 5,
  firstDelaySeconds: 15,
  windowSeconds: 15 * 60,
  maxDelaySeconds: 60,
};

/** Better Auth paths that check a password or a code, and how to tell whose account is being tried. */
export const checkedAuthPaths: Readonly<Record<string, 'email' | 'session'>> = {
  '/sign-in/email': 'email',
  '/change-password': 'session',
  '/verify-password': 'session',
  '/two-factor/enable': 'session',
  '/two-factor/disable': 'session',
  '/two-factor/get-totp-uri': 'session',
  '/two-factor/generate-backup-codes': 'session',
  // With a session when turning two-factor on; in the sign-in challenge Better Auth locks the account itself.
  '/two-factor/verify-totp': 'session',
  '/two-factor/verify-backup-code': 'session',
};

/** Better Auth's codes for a wrong password or code. */
const wrongAnswerCodes = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
]);

export type CheckOutcome = 'right' | 'wrong' | 'unknown';

/** What an answer says about the password or code it checked. */
export function outcomeOf(status: number, code: string | undefined): CheckOutcome {
  if (status >= 200 && status < 300) return 'right';
  if (status >= 400 && status < 500 && code && wrongAnswerCodes.has(code)) return 'wrong';
  return 'unknown';
}

export class TooManyChecks extends Error {
  override name = 'TooManyChecks';
  constructor(
    readonly code: 'rate_limited' | 'too_many_attempts',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  toApiError(): ApiError {
    return new ApiError(429, this.code, this.message, { 'Retry-After': String(this.retryAfterSeconds) });
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export interface PasswordChecks {
  /** Throws TooManyChecks when the client or the account must wait; counts this check for the client. */
  admit(client: string, account: string | undefined): Promise<void>;
  /** Records how the check went for the account. */
  settle(account: string | undefined, outcome: CheckOutcome): Promise<void>;
}

/**
 * Limits on guessing, shared through Redis when configured: per client address, and per account from any address.
 * A store outage refuses with 503 rather than letting guesses through uncounted.
 */
export function createPasswordChecks(
  rateLimiters: RateLimiterFactory,
  redis: Redis | undefined,
): PasswordChecks {
  const perClient = rateLimiters({
    name: 'password-checks',
    points: CHECKS_PER_CLIENT_PER_MINUTE,
    durationSeconds: 60,
  });
  const perAccount = createAttemptBackoff(redis, accountBackoff);
  const unavailable = () => {
    throw serviceUnavailable();
  };
  return {
    admit: async (client, account) => {
      const wait = account ? await perAccount.waitMs(account).catch(unavailable) : 0;
      if (wait > 0) {
        throw new TooManyChecks(
          'too_many_attempts',
          'Too many wrong attempts for this account. Please wait a minute and try again.',
          seconds(wait),
        );
      }
      const decision = await perClient.consume(client).catch(unavailable);
      if (!decision.allowed) {
        throw new TooManyChecks(
          'rate_limited',
          'Too many requests. Please try again later.',
          seconds(decision.retryAfterMs),
        );
      }
    },
    settle: async (account, outcome) => {
      if (!account || outcome === 'unknown') return;
      await (outcome === 'right' ? perAccount.succeeded(account) : perAccount.failed(account)).catch(
        unavailable,
      );
    },
  };
}
