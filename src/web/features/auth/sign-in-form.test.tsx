import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from '../../pages/auth-page';
import type { SessionState } from './fetch-session';
import { json, renderRoutes, signedIn, stubApi, type ApiCall } from './session.test-helpers';

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The API for a visitor who becomes signed in once `signInDone` is called. */
function stubSignIn(routes: Record<string, Handler>) {
  let session: SessionState | null = null;
  const api = stubApi(null, { 'GET /api/auth/get-session': () => json(session), ...routes });
  return { ...api, signInDone: () => (session = signedIn) };
}

function renderAuth(path = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>Home page</p> },
    ],
    path,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submitCredentials() {
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });
  type('Email', 'ana@example.com');
  type('Password', 'correct horse');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the email and the password', async () => {
    const api = stubSignIn({});
    renderAuth();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it("shows 'Signing in...', then welcomes the user back on the home page", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubSignIn({
      'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderAuth();

    await submitCredentials();

    const submitting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(submitting.disabled).toBe(true);
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'correct horse',
    });
    api.signInDone();
    answer(json({ redirect: false, token: 'token', user: signedIn.user }));

    expect(await screen.findByText('Welcome back!')).toBeDefined();
    expect(await screen.findByText('Home page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the service's own message for a refusal it has no words for", async () => {
    stubSignIn({
      'POST /api/auth/sign-in/email': () =>
        json({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }, 403),
    });
    renderAuth();

    await submitCredentials();

    expect(await screen.findByText('Account suspended')).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false);
  });

  it('says a new verification link was mailed, and sends it again when asked', async () => {
    const api = stubSignIn({
      'POST /api/auth/sign-in/email': () =>
        json(
          {
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Email not verified. We have mailed you a new verification link.',
            verificationLinkSent: true,
          },
          403,
        ),
      'POST /api/auth/send-verification-email': () => json({ status: true }),
    });
    renderAuth();

    await submitCredentials();

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Verify your email address first');
    expect(notice.textContent).toContain(
      'We have mailed a new verification link to ana@example.com. Open it, then sign in.',
    );
    // The form is free again for a sign-in once the link is opened.
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(
        'Asked for a new link. Check your inbox and spam folder: we send at most 3 links an hour to one address, and each works for one hour.',
      ),
    ).toBeDefined();
    expect(api.callsTo('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ana@example.com',
      callbackURL: '/auth?verified=1',
    });
  });

  it('says when no new link was mailed because the address had its share', async () => {
    stubSignIn({
      'POST /api/auth/sign-in/email': () =>
        json(
          { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified.', verificationLinkSent: false },
          403,
        ),
    });
    renderAuth();

    await submitCredentials();

    expect((await screen.findByRole('status')).textContent).toContain(
      'We did not mail another link just now: open the newest link we sent to ana@example.com, or ask for one again later.',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeDefined();
  });

  it('asks for the authenticator code when the account has two-factor on', async () => {
    const api = stubSignIn({
      'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': () => {
        api.signInDone();
        return json({ token: 'token', user: signedIn.user });
      },
    });
    renderAuth();

    await submitCredentials();
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code')).toBeDefined();

    type('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Welcome back!')).toBeDefined();
    expect(await screen.findByText('Home page')).toBeDefined();
    expect(api.callsTo('POST /api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });
  });

  it('accepts a backup code instead', async () => {
    const api = stubSignIn({
      'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-backup-code': () => {
        api.signInDone();
        return json({ token: 'token', user: signedIn.user });
      },
    });
    renderAuth();

    await submitCredentials();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    type('Backup code', 'abcde-12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Home page')).toBeDefined();
    expect(api.callsTo('POST /api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({
      code: 'abcde-12345',
    });
  });
});

describe('Forgotten password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reset link to the email and says to check the mail', async () => {
    const api = stubSignIn({ 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    renderAuth();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    type('Email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Check your email')).toBeDefined();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ana@example.com',
      redirectTo: '/auth?reset=1',
    });
  });

  it("sets the new password from the link's token, then returns to signing in", async () => {
    const api = stubSignIn({ 'POST /api/auth/reset-password': () => json({ status: true }) });
    const { router } = renderAuth('/auth?reset=1&token=reset-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, { timeout: 5000 }),
    ).toBeDefined();
    type('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Minimum 8 characters')).toBeDefined();

    type('New password', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Password updated. Sign in with your new password.')).toBeDefined();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'a much longer one',
      token: 'reset-token',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a reset link has expired', async () => {
    stubSignIn({});
    renderAuth('/auth?reset=1&error=INVALID_TOKEN');

    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please request a new one.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeDefined();
  });

  it('says the address is verified when a verification link lands here, and offers sign-in', async () => {
    stubSignIn({});
    renderAuth('/auth?verified=1');
    expect(
      await screen.findByText('Your email address is verified. Sign in to continue.', undefined, {
        timeout: 5000,
      }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
  });

  it('says when a verification link no longer works', async () => {
    stubSignIn({});
    renderAuth('/auth?verified=1&error=INVALID_TOKEN');
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toMatch(
      /This verification link no longer works/,
    );
    expect(screen.queryByText('Your email address is verified. Sign in to continue.')).toBeNull();
  });

  it('refuses a new password of spaces alone before asking the server', async () => {
    const api = stubSignIn({});
    renderAuth('/auth?reset=1&token=reset-token');
    fireEvent.change(await screen.findByLabelText('New password', undefined, { timeout: 5000 }), {
      target: { value: ' '.repeat(10) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('The password cannot be only spaces')).toBeDefined();
    expect(api.callsTo('POST /api/auth/reset-password')).toEqual([]);
  });
});
