import { createHash } from 'node:crypto';
import type { RateLimiterFactory } from '../infra/rate-limit';

/**
 * What an account mail is for. Each has its own count, so a stranger spending an inbox's reset mails does not
 * keep its owner from getting a verification link, and the other way round.
 */
export type AccountMailPurpose = 'verification' | 'password';

/** Mails of one purpose one inbox gets an hour, whoever asks for them and from however many addresses. */
export const MAILS_PER_INBOX_PER_HOUR = 3;

export interface InboxMailLimit {
  /** Takes one of the inbox's mails for `purpose`; false when its share for the hour is spent. */
  allows(purpose: AccountMailPurpose, email: string): Promise<boolean>;
}

/**
 * Per-recipient limits on account mail, beside the per-client ones: nine clients asking for nine reset mails to
 * one inbox get three sent. Counted in Redis when configured, so every instance shares the count. The key is a
 * digest of the address: Redis never holds the address itself.
 */
export function createInboxMailLimit(rateLimiters: RateLimiterFactory): InboxMailLimit {
  const limiters = {
    verification: rateLimiters({
      name: 'inbox-mail-verification',
      points: MAILS_PER_INBOX_PER_HOUR,
      durationSeconds: 3600,
    }),
    password: rateLimiters({
      name: 'inbox-mail-password',
      points: MAILS_PER_INBOX_PER_HOUR,
      durationSeconds: 3600,
    }),
  };
  return {
    allows: async (purpose, email) => {
      const inbox = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
      return (await limiters[purpose].consume(inbox)).allowed;
    },
  };
}
