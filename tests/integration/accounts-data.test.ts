import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import {
  account as accounts,
  profiles,
  savedSearches,
  session as sessions,
  user as users,
} from '../../src/server/db/schema';
import { Browser, signedInUser, signIn, startAccountsServer } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

describe.each(databaseBackends)('privacy: export and account deletion on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  async function rowsOf(userId: string) {
    const { db } = server.services.database;
    const [user, session, account, profile, searches] = await Promise.all([
      db.select().from(users).where(eq(users.id, userId)),
      db.select().from(sessions).where(eq(sessions.userId, userId)),
      db.select().from(accounts).where(eq(accounts.userId, userId)),
      db.select().from(profiles).where(eq(profiles.id, userId)),
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    ]);
    return {
      users: user.length,
      sessions: session.length,
      accounts: account.length,
      profiles: profile.length,
      savedSearches: searches.length,
    };
  }

  it('exports the profile, the account and every saved search as a JSON download', async () => {
    const signUpStarted = Date.now();
    const { browser, user } = await signedInUser(server, { name: 'Ana Export', preferredCurrency: 'GBP' });
    const signedIn = Date.now();
    const saved: SavedSearch[] = [];
    for (const searchName of ['Lisbon', 'Rome']) {
      const response = await browser.request('/api/saved-searches', {
        json: savedSearchInput({ searchName }),
      });
      saved.unshift((await response.json()) as SavedSearch);
    }

    const response = await browser.request('/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tripfit-data.json"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toEqual({
      exportedAt: expect.any(String),
      account: {
        email: user.email,
        createdAt: expect.any(String),
        emailVerified: true,
        twoFactorEnabled: false,
      },
      profile: { fullName: 'Ana Export', preferredCurrency: 'GBP', preferredLanguage: 'es' },
      savedSearches: saved,
    });
    const { createdAt } = data.account as { createdAt: string };
    // The account's own date, stamped while it was signed up.
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(signUpStarted);
    expect(Date.parse(createdAt)).toBeLessThanOrEqual(signedIn);
  });

  it('keeps the account when the password is wrong', async () => {
    const { browser, id } = await signedInUser(server);
    await browser.request('/api/saved-searches', { json: savedSearchInput() });
    const before = await rowsOf(id);
    const answer = await browser.request('/api/account', {
      method: 'DELETE',
      json: { password: 'not my password' },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'invalid_password',
        message: 'The password is not correct. Your account was not deleted.',
      },
    });
    expect(await rowsOf(id)).toEqual(before);
    expect((await browser.request('/api/profile')).status).toBe(200);
  });

  it('deletes the user with their sessions, sign-in, profile and saved searches', async () => {
    const { browser, user, id } = await signedInUser(server);
    const otherDevice = new Browser(server);
    expect((await signIn(otherDevice, user)).status).toBe(200);
    await browser.request('/api/saved-searches', { json: savedSearchInput() });
    // Sessions from the verification link, the sign-in and the other device.
    expect(await rowsOf(id)).toEqual({ users: 1, sessions: 2, accounts: 1, profiles: 1, savedSearches: 1 });
    const someoneElse = await signedInUser(server);
    const othersBefore = await rowsOf(someoneElse.id);

    const answer = await browser.request('/api/account', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(answer.headers.getSetCookie().some((line) => /^tripfit\.session_token=;/.test(line))).toBe(true);
    expect(browser.jar.has('tripfit.session_token')).toBe(false);

    expect(await rowsOf(id)).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0, savedSearches: 0 });
    expect(await rowsOf(someoneElse.id)).toEqual(othersBefore);
    expect((await otherDevice.request('/api/profile')).status).toBe(401);
    const again = await signIn(new Browser(server), user);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it("keeps Better Auth's own delete and update routes closed", async () => {
    const { browser, user } = await signedInUser(server);
    for (const path of ['/api/auth/delete-user', '/api/auth/update-user']) {
      const answer = await browser.request(path, { json: { password: user.password, name: 'Changed' } });
      expect(answer.status, path).toBe(404);
    }
    expect(await (await browser.request('/api/profile')).json()).toMatchObject({ fullName: 'Ana Traveller' });
  });
});
