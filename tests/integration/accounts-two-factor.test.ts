import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signedInUser, signIn, startAccountsServer, type NewUser } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import type { TestServer } from './helpers/test-server';
import { totpCode } from '../support/totp';

describe.each(databaseBackends)('two-factor sign-in with TOTP on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Turns TOTP on as the profile's security section does: password → QR (otpauth URI) → first code. */
  async function enableTotp(browser: Browser, user: NewUser) {
    const wrongPassword = await browser.request('/api/auth/two-factor/enable', {
      json: { password: 'not my password' },
    });
    expect(wrongPassword.status).toBe(400);

    const enable = await browser.request('/api/auth/two-factor/enable', {
      json: { password: user.password },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('TripFit');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/TripFit:${user.email}`);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    // Not on until the first code proves the app holds the secret.
    expect(await (await browser.request('/api/profile')).json()).toMatchObject({ twoFactorEnabled: false });
    const verify = await browser.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(totpURI) },
    });
    expect(verify.status).toBe(200);
    expect(await (await browser.request('/api/profile')).json()).toMatchObject({ twoFactorEnabled: true });
    return { totpURI, backupCodes };
  }

  it('asks for the second factor at sign-in once TOTP is on, and accepts a valid code', async () => {
    const { browser, user } = await signedInUser(server);
    const { totpURI } = await enableTotp(browser, user);

    const device = new Browser(server);
    const first = await signIn(device, user);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(device.jar.has('tripfit.session_token')).toBe(false);
    expect((await device.request('/api/profile')).status).toBe(401);

    const wrong = await device.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(totpURI, Date.now() - 10 * 60_000) },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await device.request('/api/profile')).status).toBe(401);

    const right = await device.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(totpURI) },
    });
    expect(right.status).toBe(200);
    expect(await (await device.request('/api/profile')).json()).toMatchObject({
      email: user.email,
      twoFactorEnabled: true,
    });
  });

  it('takes a backup code instead of the app, once each', async () => {
    const { browser, user } = await signedInUser(server);
    const { backupCodes } = await enableTotp(browser, user);
    const [code] = backupCodes;

    const device = new Browser(server);
    await signIn(device, user);
    const answer = await device.request('/api/auth/two-factor/verify-backup-code', { json: { code } });
    expect(answer.status).toBe(200);
    expect((await device.request('/api/profile')).status).toBe(200);

    const later = new Browser(server);
    await signIn(later, user);
    const reused = await later.request('/api/auth/two-factor/verify-backup-code', { json: { code } });
    expect(reused.status).toBe(401);
    expect((await later.request('/api/profile')).status).toBe(401);
  });

  it('can be turned off again with the password', async () => {
    const { browser, user } = await signedInUser(server);
    await enableTotp(browser, user);
    const disable = await browser.request('/api/auth/two-factor/disable', {
      json: { password: user.password },
    });
    expect(disable.status).toBe(200);
    expect(await (await browser.request('/api/profile')).json()).toMatchObject({ twoFactorEnabled: false });

    const device = new Browser(server);
    const answer = await signIn(device, user);
    expect(await answer.json()).toMatchObject({ user: { email: user.email } });
    expect((await device.request('/api/profile')).status).toBe(200);
  });
});
