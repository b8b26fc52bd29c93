import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newUser, signedInUser, signUp, startAccountsServer } from './helpers/accounts';
import { createTempDir, databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

describe('in production under https', () => {
  const publicUrl = 'https://tripfit.example.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(pglite, {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('does not serve the outbox, and says so', async () => {
    const outbox = await server.fetch('/api/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await (await server.fetch('/api/config')).json()).toMatchObject({ devOutbox: false });
  });

  it('accepts sign-up only from the site, mails links to the public address, sets Secure cookies', async () => {
    const user = newUser();
    const visitor = new Browser(server);
    expect((await signUp(visitor, user)).status).toBe(403);
    const signUpFromSite = await visitor.request('/api/auth/sign-up/email', {
      json: user,
      origin: publicUrl,
    });
    expect(signUpFromSite.status).toBe(200);
    await server.services.backgroundTasks.drain();
    const mail = server.services.mailer.outbox?.list().find((entry) => entry.to === user.email);
    const link = mail?.links[0] ?? '';
    expect(link.startsWith(`${publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const landing = await visitor.request(link.replace(publicUrl, server.url));
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth?verified=1');
    const signedIn = await visitor.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
      origin: publicUrl,
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.includes('tripfit.session_token='));
    expect(cookie).toMatch(/^__Secure-tripfit\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it('trusts only the public origin for state-changing requests', async () => {
    const visitor = new Browser(server);
    const fromOwnAddress = await visitor.request('/api/saved-searches', { json: savedSearchInput() });
    expect(fromOwnAddress.status).toBe(403);
    const fromSite = await visitor.request('/api/saved-searches', {
      json: savedSearchInput(),
      origin: publicUrl,
    });
    expect(fromSite.status).toBe(401);
  });
});

describe('the generated session secret', () => {
  it('is written once into DATA_DIR and reused, so sessions survive a restart', async () => {
    const dataDir = await createTempDir();
    try {
      const before = await startAccountsServer(pglite, { DATA_DIR: dataDir.value });
      const { browser } = await signedInUser(before);
      await before.stop();
      const secretFile = path.join(dataDir.value, 'auth-secret');
      const written = await stat(secretFile);
      expect(written.mode & 0o777).toBe(0o600);

      const after = await startAccountsServer(pglite, { DATA_DIR: dataDir.value });
      try {
        const sameBrowser = new Browser(after, browser.jar.copy(), browser.ip);
        expect((await sameBrowser.request('/api/profile')).status).toBe(200);
        expect((await stat(secretFile)).mtimeMs).toBe(written.mtimeMs);
      } finally {
        await after.stop();
      }
    } finally {
      await dataDir.cleanup();
    }
  });

  it('is not written when AUTH_SECRET is set', async () => {
    const dataDir = await createTempDir();
    try {
      const server = await startTestServer(pglite, { DATA_DIR: dataDir.value, AUTH_SECRET: 'z'.repeat(48) });
      await server.stop();
      await expect(stat(path.join(dataDir.value, 'auth-secret'))).rejects.toThrow(/ENOENT/);
    } finally {
      await dataDir.cleanup();
    }
  });
});
