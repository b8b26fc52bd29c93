import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session as sessions } from '../../src/server/db/schema';
import {
  Browser,
  followVerificationLink,
  latestMail,
  linkIn,
  newUser,
  signedInUser,
  signIn,
  signUp,
  startAccountsServer,
} from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

const signedOut = { error: { code: 'unauthorized', message: 'User must be logged in' } };

describe.each(databaseBackends)('sign-up, sign-in and sessions on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('keeps the full name, currency and language given at sign-up in the profile', async () => {
    const { browser, user, id } = await signedInUser(server, {
      name: '  Marta Kovač  ',
      preferredCurrency: 'GBP',
      preferredLanguage: 'fr',
    });
    const response = await browser.request('/api/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      id,
      email: user.email,
      emailVerified: true,
      twoFactorEnabled: false,
      fullName: 'Marta Kovač',
      preferredCurrency: 'GBP',
      preferredLanguage: 'fr',
    });
    const rows = await server.services.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(rows).toEqual([
      { id, fullName: 'Marta Kovač', preferredCurrency: 'GBP', preferredLanguage: 'fr' },
    ]);
  });

  it('mails a verification link that verifies the address without signing anyone in', async () => {
    const user = newUser({ name: 'Ana <b>Traveller</b>' });
    const browser = new Browser(server);
    const answer = await signUp(browser, user);
    expect(answer.status).toBe(200);
    expect(browser.jar.header()).toBe('');

    const mail = await latestMail(server, user.email, /verify/i);
    expect(mail.subject).toBe('Verify your TripFit email address');
    // Whatever was typed as the name stays out of the mail: anyone can sign up with anyone's address.
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(`${mail.text}${mail.html}`).not.toContain('Traveller');
    const link = linkIn(mail, server);
    expect(link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);

    const landing = await browser.request(link);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth?verified=1');
    expect(landing.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    expect((await browser.request('/api/profile')).status).toBe(401);

    const signedIn = await signIn(browser, user);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('tripfit.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await browser.request('/api/profile')).status).toBe(200);
  });

  it('refuses to sign in a user who has not verified their email, and mails a fresh link', async () => {
    const user = newUser();
    const browser = new Browser(server);
    await signUp(browser, user);
    const first = await latestMail(server, user.email, /verify/i);

    const answer = await signIn(browser, user);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', verificationLinkSent: true });
    expect(browser.jar.header()).toBe('');
    expect(await browser.request('/api/profile').then((r) => r.json())).toEqual(signedOut);
    const second = await latestMail(server, user.email, /verify/i);
    expect(second.links).not.toEqual(first.links);
  });

  it('does not tell whether an email already has an account', async () => {
    const { user } = await signedInUser(server);
    const again = await signUp(new Browser(server), { ...user, password: 'another password' });
    expect(again.status).toBe(200);
    expect(await signIn(new Browser(server), { ...user, password: 'another password' })).toHaveProperty(
      'status',
      401,
    );
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }, 400, /email/i],
    ['a short password', { password: 'short' }, 400, /Password too short/],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 400, /Password too long/],
    ['a password of spaces alone', { password: ' '.repeat(12) }, 400, /cannot be only spaces/],
    ['a commonly breached password', { password: 'Sunshine' }, 400, /most common leaked passwords/],
    ['an empty full name', { name: '   ' }, 400, /name: Full name is required/],
    ['a field the form does not have', { image: 'javascript:alert(1)' }, 400, /not image$/],
    [
      'an unsupported currency',
      { preferredCurrency: 'JPY' },
      400,
      /preferredCurrency must be one of USD, EUR, GBP/,
    ],
    [
      'an unsupported language',
      { preferredLanguage: 'de' },
      400,
      /preferredLanguage must be one of en, es, fr/,
    ],
  ])('refuses a sign-up with %s', async (_label, change, status, message) => {
    const user = { ...newUser(), ...change };
    const answer = await signUp(new Browser(server), user);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { message: string }).message).toMatch(message);
    await expect(latestMail(server, user.email, /verify/i)).rejects.toThrow(/no mail/);
  });

  it('refuses a common password for an address that has an account just the same, and for a reset', async () => {
    const { user } = await signedInUser(server);
    const again = await signUp(new Browser(server), { ...user, password: 'iloveyou' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });

    const reset = await new Browser(server).request('/api/auth/reset-password', {
      json: { token: 'any-token', newPassword: '12345678' },
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  });

  it('resets a forgotten password through the mailed link and ends the old sessions', async () => {
    const { browser: oldDevice, user } = await signedInUser(server);
    const visitor = new Browser(server);
    const request = await visitor.request('/api/auth/request-password-reset', {
      json: { email: user.email },
    });
    expect(request.status).toBe(200);

    const mail = await latestMail(server, user.email, /reset/i);
    expect(mail.subject).toBe('Reset your TripFit password');
    const landing = await visitor.request(linkIn(mail, server));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${server.url}/auth`);
    expect(target.searchParams.get('reset')).toBe('1');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await visitor.request('/api/auth/reset-password', {
      json: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.status).toBe(200);
    expect((await oldDevice.request('/api/profile')).status).toBe(401);
    expect((await signIn(new Browser(server), user)).status).toBe(401);
    expect((await signIn(new Browser(server), { ...user, password: 'a brand new passphrase' })).status).toBe(
      200,
    );
    const reused = await visitor.request('/api/auth/reset-password', {
      json: { token, newPassword: 'yet another passphrase' },
    });
    expect(reused.status).toBe(400);
  });

  it('answers a reset request for an unknown email the same way, and mails nothing', async () => {
    const email = newUser().email;
    const answer = await new Browser(server).request('/api/auth/request-password-reset', { json: { email } });
    expect(answer.status).toBe(200);
    await expect(latestMail(server, email, /reset/i)).rejects.toThrow(/no mail/);
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const { browser } = await signedInUser(server);
    const stolenCookie = browser.clone();
    const answer = await browser.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(answer.status).toBe(200);
    expect(browser.jar.has('tripfit.session_token')).toBe(false);
    const replay = await stolenCookie.request('/api/profile');
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(signedOut);
  });

  it('refuses a session past its expiry', async () => {
    const { browser, id } = await signedInUser(server);
    expect((await browser.request('/api/saved-searches')).status).toBe(200);
    await server.services.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, id));
    const answer = await browser.request('/api/saved-searches');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(signedOut);
  });

  it('refuses mail links that would send the user to another site', async () => {
    const user = newUser();
    const signUpAnswer = await signUp(new Browser(server), user, {
      callbackURL: 'https://evil.example/welcome',
    });
    expect(signUpAnswer.status).toBe(403);
    await expect(latestMail(server, user.email, /verify/i)).rejects.toThrow(/no mail/);
    const reset = await new Browser(server).request('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: 'https://evil.example/reset' },
    });
    expect(reset.status).toBe(403);
  });

  it('refuses text Better Auth would fail on (NUL, half a surrogate pair) with a 400, mailing nothing', async () => {
    const user = newUser();
    const answers = [
      await signUp(new Browser(server), user, { callbackURL: '/auth?verified=\ud800' }),
      await new Browser(server).request('/api/auth/request-password-reset', {
        json: { email: user.email, redirectTo: '/auth?reset=\udfff' },
      }),
      await new Browser(server).request('/api/auth/reset-password', {
        json: { newPassword: 'a brand new password', token: 'not\u0000a-token' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_TEXT' });
    }
    await expect(latestMail(server, user.email, /./)).rejects.toThrow(/no mail/);
  });

  it('answers an unknown auth route with the usual JSON 404', async () => {
    const answer = await new Browser(server).request('/api/auth/no-such-thing');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/auth/no-such-thing.' },
    });
  });

  it('tells the web that mail goes to the outbox', async () => {
    const answer = await server.fetch('/api/config');
    expect(await answer.json()).toMatchObject({ devOutbox: true });
  });

  it('follows a verification link only once it is genuine', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    const link = new URL(linkIn(await latestMail(server, user.email, /verify/i), server));
    link.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`);
    const forged = await new Browser(server).request(link.toString());
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await followVerificationLink(new Browser(server), user.email)).status).toBe(302);
  });
});
