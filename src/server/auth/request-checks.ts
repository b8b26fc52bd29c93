import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordProblem } from '../../core/password-rules';
import { profileUpdateSchema } from '../../core/profile';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../core/unstorable-text';
import { isCommonPassword } from './common-passwords';
import type { VerificationLinks } from './verification-links';

const fullName = profileUpdateSchema.shape.fullName;

/** The full name a sign-up keeps, trimmed; refused with the form's message when empty or too long. */
export function validFullName(name: unknown): string {
  const checked = fullName.safeParse(name);
  if (!checked.success) {
    throw APIError.from('BAD_REQUEST', {
      code: 'INVALID_NAME',
      message: `name: ${checked.error.issues[0]?.message ?? 'Full name is required'}`,
    });
  }
  return checked.data;
}

const passwordRefusals = {
  tooShort: { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' },
  tooLong: { code: 'PASSWORD_TOO_LONG', message: 'Password too long' },
  blank: { code: 'PASSWORD_BLANK', message: 'The password cannot be only spaces.' },
  common: {
    code: 'PASSWORD_TOO_COMMON',
    message: 'This password is one of the most common leaked passwords. Please choose another one.',
  },
} as const;

/** A new password (sign-up, reset, change) must have a sane length, not be blank, and not be a common one. */
function checkNewPassword(password: unknown) {
  // Better Auth answers a missing or non-string password itself.
  if (typeof password !== 'string') return;
  const problem = passwordProblem(password) ?? (isCommonPassword(password) ? 'common' : undefined);
  if (problem) throw APIError.from('BAD_REQUEST', passwordRefusals[problem]);
}

const INVALID_LINK = { code: 'INVALID_TOKEN', message: 'Invalid token' };

/** What the sign-up form sends. Better Auth would also store `image` and more: an account holds only these. */
const signUpFields = new Set([
  'name',
  'email',
  'password',
  'preferredCurrency',
  'preferredLanguage',
  'callbackURL',
]);

function checkSignUpFields(body: Record<string, unknown>) {
  const unknown = Object.keys(body).filter((field) => !signUpFields.has(field));
  if (unknown.length === 0) return;
  throw APIError.from('BAD_REQUEST', {
    code: 'UNKNOWN_FIELD',
    message: `Sign-up takes name, email, password, preferredCurrency, preferredLanguage and callbackURL only, not ${unknown.slice(0, 3).join(', ')}`,
  });
}

/** A path on this site, never another site: callbackURL comes from the link, which anyone can edit. */
const isSitePath = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url);

/**
 * Checks Better Auth runs before each of its endpoints. Everything is checked whether or not the email has an
 * account, so the answers do not tell who has one.
 */
export function authRequestChecks(links: VerificationLinks) {
  return createAuthMiddleware(async (ctx) => {
    // Better Auth answers 500 to such text: the database refuses NUL (a reset token), and building mail links
    // throws on half a surrogate pair (a callbackURL). Refuse it up front, as our own routes do.
    if (hasUnstorableText(ctx.body) || hasUnstorableText(ctx.query)) {
      throw APIError.from('BAD_REQUEST', { code: 'INVALID_TEXT', message: UNSTORABLE_TEXT_MESSAGE });
    }
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-up/email') {
      checkSignUpFields(body);
      validFullName(body.name);
      checkNewPassword(body.password);
    } else if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
      checkNewPassword(body.newPassword);
    } else if (ctx.path === '/verify-email') {
      const { token, callbackURL } = (ctx.query ?? {}) as Record<string, unknown>;
      if (typeof token === 'string' && !(await links.accepts(token))) {
        // As Better Auth does for a bad link: back to the page with the error, or the error itself.
        if (!isSitePath(callbackURL)) throw APIError.from('UNAUTHORIZED', INVALID_LINK);
        const target = new URL(callbackURL, 'http://site.invalid');
        target.searchParams.set('error', INVALID_LINK.code);
        throw ctx.redirect(`${target.pathname}${target.search}`);
      }
    }
  });
}
