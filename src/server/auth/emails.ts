import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail';

function linkEmail(options: {
  to: string;
  name: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const greeting = options.name.trim() ? `Hello ${options.name.trim()},` : 'Hello,';
  return {
    to: options.to,
    subject: options.subject,
    text: [greeting, '', options.intro, '', options.url, '', options.outro, '', 'TripFit'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(options.intro)}</p>`,
      `<p><a href="${escapeHtml(options.url)}">${escapeHtml(options.action)}</a></p>`,
      `<p>${escapeHtml(options.outro)}</p>`,
      '<p>TripFit</p>',
    ].join('\n'),
  };
}

export function verificationEmail(user: { email: string; name: string }, url: string): MailMessage {
  return linkEmail({
    to: user.email,
    name: user.name,
    subject: 'Verify your TripFit email address',
    intro: 'Welcome to TripFit! Open this link to verify your email address and sign in:',
    action: 'Verify my email address',
    url,
    outro: 'The link works for one hour. If you did not create a TripFit account, ignore this message.',
  });
}

export function resetPasswordEmail(user: { email: string; name: string }, url: string): MailMessage {
  return linkEmail({
    to: user.email,
    name: user.name,
    subject: 'Reset your TripFit password',
    intro: 'Someone asked to reset the password of your TripFit account. Open this link to choose a new one:',
    action: 'Choose a new password',
    url,
    outro:
      'The link works for one hour. If you did not ask for this, ignore this message: your password stays.',
  });
}
