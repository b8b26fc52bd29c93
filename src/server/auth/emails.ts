import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail-message';

/**
 * One call to action per mail. No mail repeats the name typed at sign-up: anyone can sign up with anyone's
 * address, and a name field would let them put their own words into a TripFit mail to a stranger.
 */
function linkEmail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  return {
    to: options.to,
    subject: options.subject,
    text: ['Hello,', '', options.intro, '', options.url, '', options.outro, '', 'TripFit'].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(options.intro)}</p>`,
      `<p><a href="${escapeHtml(options.url)}">${escapeHtml(options.action)}</a></p>`,
      `<p>${escapeHtml(options.outro)}</p>`,
      '<p>TripFit</p>',
    ].join('\n'),
  };
}

export function verificationEmail(to: string, url: string): MailMessage {
  return linkEmail({
    to,
    subject: 'Verify your TripFit email address',
    intro: 'Welcome to TripFit! Open this link to verify your email address, then sign in:',
    action: 'Verify my email address',
    url,
    outro: 'The link works for one hour. If you did not create a TripFit account, ignore this message.',
  });
}

/** Sent instead of a second account when someone signs up with an address that already has a verified one. */
export function accountExistsEmail(to: string, signInUrl: string): MailMessage {
  return linkEmail({
    to,
    subject: 'Someone tried to create a TripFit account with your address',
    intro:
      'Someone tried to create a TripFit account with this email address, which already has one. If it was you, sign in, or reset your password if you have forgotten it:',
    action: 'Sign in to TripFit',
    url: signInUrl,
    outro: 'If it was not you, you can ignore this message: your account and password have not changed.',
  });
}

/**
 * Sent when someone signs up again with an address whose account is not verified yet. Nobody has shown they hold
 * the mailbox, so the password chosen at sign-up no longer signs in: the owner sets one through this link, which
 * also verifies the address.
 */
export function pendingAccountClaimEmail(to: string, resetUrl: string): MailMessage {
  return linkEmail({
    to,
    subject: 'Someone tried to create a TripFit account with your address',
    intro:
      'Someone tried to create a TripFit account with this email address, which has an account waiting to be verified. If it was you, set your password here: the link also verifies your address.',
    action: 'Set my password',
    url: resetUrl,
    outro:
      'Until a password is set with this link, no password signs in to this account, whoever chose it. The link works for one hour. If it was not you, ignore this message.',
  });
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return linkEmail({
    to,
    subject: 'Reset your TripFit password',
    intro: 'Someone asked to reset the password of your TripFit account. Open this link to choose a new one:',
    action: 'Choose a new password',
    url,
    outro:
      'The link works for one hour. If you did not ask for this, ignore this message: your password stays.',
  });
}
