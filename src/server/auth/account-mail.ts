import { verifiedEmailLanding } from '../../core/routes';
import type { Db } from '../db/client';
import type { BackgroundTasks } from '../infra/background-tasks';
import type { Mailer } from '../infra/mail';
import type { MailMessage } from '../infra/mail-message';
import {
  accountExistsEmail,
  pendingAccountClaimEmail,
  resetPasswordEmail,
  verificationEmail,
} from './emails';
import type { AccountMailPurpose, InboxMailLimit } from './inbox-mail-limit';
import { withDefaultCallback } from './links';
import { issueResetToken } from './reset-links';
import { withFreshVerificationToken, type VerificationLinks } from './verification-links';

/** Where the reset link lands when the web named no page: the auth page, which reads `token` or `error`. */
export const RESET_PASSWORD_PAGE = '/auth?reset=1';

export interface AccountMailDependencies {
  db: Db;
  mailer: Mailer;
  /** Where mail is made and sent, after the answer. */
  backgroundTasks: BackgroundTasks;
  links: VerificationLinks;
  inboxLimit: InboxMailLimit;
  /** The secret Better Auth signs verification tokens with. */
  secret: string;
  /** Better Auth's base URL, e.g. https://tripfit.example.com/api/auth. */
  authBaseUrl: string;
  publicUrl: string;
}

interface MailedUser {
  id: string;
  email: string;
}

/**
 * Every mail about an account. Each first takes its place in the inbox's hourly share (InboxMailLimit): past it,
 * nothing is sent and the caller answers as if it had been. Within it, the mail is made and sent in the
 * background, so no answer waits for the mail server or tells by its timing what was sent. Each says whether it
 * sends.
 */
export function createAccountMail(deps: AccountMailDependencies) {
  const { mailer, inboxLimit } = deps;
  const verifyUrl = `${deps.authBaseUrl}/verify-email?callbackURL=${encodeURIComponent(verifiedEmailLanding)}`;
  const deliver = async (purpose: AccountMailPurpose, email: string, write: () => Promise<MailMessage>) => {
    if (!(await inboxLimit.allows(purpose, email))) return false;
    deps.backgroundTasks.run(write().then((message) => mailer.send(message)));
    return true;
  };
  return {
    /** A link that verifies the address; `link` is Better Auth's /verify-email URL when it made one. */
    verificationLink: (user: MailedUser, link = verifyUrl) =>
      deliver('verification', user.email, async () => {
        const { url, token } = await withFreshVerificationToken(
          withDefaultCallback(link, verifiedEmailLanding),
          user,
          deps.secret,
        );
        await deps.links.issued(user.email, token);
        return verificationEmail(user.email, url);
      }),
    /** A link Better Auth made to choose a new password. */
    resetLink: (email: string, url: string) =>
      deliver('password', email, async () =>
        resetPasswordEmail(email, withDefaultCallback(url, RESET_PASSWORD_PAGE)),
      ),
    /** The owner of a verified account: someone tried to sign up with the address. */
    accountExists: (email: string) =>
      deliver('password', email, async () =>
        accountExistsEmail(email, new URL('/auth', deps.publicUrl).toString()),
      ),
    /** The holder of a pending address: set your password here (a reset link, which also verifies). */
    pendingAccountClaim: (user: MailedUser) =>
      deliver('password', user.email, async () => {
        const token = await issueResetToken(deps.db, user.id);
        const callback = encodeURIComponent(RESET_PASSWORD_PAGE);
        return pendingAccountClaimEmail(
          user.email,
          `${deps.authBaseUrl}/reset-password/${token}?callbackURL=${callback}`,
        );
      }),
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
