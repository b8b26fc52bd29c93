import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/core/profile';
import { savedSearchParams, type SavedSearch, type SavedSearchInput } from '../../src/core/saved-search';
import { unwatched } from '../../src/core/trip-watch';
import { daysFromNow } from '../support/dates';
import { Browser, signedInUser, startAccountsServer } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const signedOut = (message = 'User must be logged in') => ({ error: { code: 'unauthorized', message } });
const profileUpdate = { fullName: 'Someone Else', preferredCurrency: 'USD', preferredLanguage: 'en' };

async function save(browser: Browser, overrides: Parameters<typeof savedSearchInput>[0] = {}) {
  const response = await browser.request('/api/saved-searches', { json: savedSearchInput(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as SavedSearch;
}

async function list(browser: Browser): Promise<SavedSearch[]> {
  const response = await browser.request('/api/saved-searches');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SavedSearch[] }).data;
}

async function profileOf(browser: Browser): Promise<Profile> {
  const response = await browser.request('/api/profile');
  expect(response.status).toBe(200);
  return (await response.json()) as Profile;
}

describe.each(databaseBackends)('who may read and change what, on $name', (backend) => {
  let server: TestServer;
  let visitor: Browser;
  let alice: Browser;
  let bob: Browser;
  let aliceEmail: string;

  beforeAll(async () => {
    server = await startAccountsServer(backend);
    visitor = new Browser(server);
    const [a, b] = await Promise.all([
      signedInUser(server, { name: 'Alice', preferredCurrency: 'EUR', preferredLanguage: 'es' }),
      signedInUser(server, { name: 'Bob', preferredCurrency: 'GBP', preferredLanguage: 'fr' }),
    ]);
    alice = a.browser;
    aliceEmail = a.user.email;
    bob = b.browser;
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('a visitor who is not signed in', () => {
    it.each([
      ['GET', '/api/profile', undefined, signedOut()],
      ['PUT', '/api/profile', profileUpdate, signedOut()],
      ['GET', '/api/profile/export', undefined, signedOut()],
      ['GET', '/api/saved-searches', undefined, signedOut()],
      [
        'POST',
        '/api/saved-searches',
        savedSearchInput(),
        signedOut('User must be logged in to save searches'),
      ],
      ['DELETE', `/api/saved-searches/${randomUUID()}`, undefined, signedOut()],
      ['DELETE', '/api/account', { password: 'whatever it is' }, signedOut()],
    ])('gets 401 from %s %s', async (method, path, json, body) => {
      const response = await visitor.request(path, { method, json });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(body);
    });

    it("cannot delete a user's saved search", async () => {
      const search = await save(alice);
      expect((await visitor.request(`/api/saved-searches/${search.id}`, { method: 'DELETE' })).status).toBe(
        401,
      );
      expect((await list(alice)).map((s) => s.id)).toContain(search.id);
    });
  });

  describe('two signed-in users', () => {
    it('each read their own profile only', async () => {
      expect(await profileOf(alice)).toMatchObject({ email: aliceEmail, fullName: 'Alice' });
      expect(await profileOf(bob)).toMatchObject({ fullName: 'Bob', preferredCurrency: 'GBP' });
    });

    it("change their own profile and never the other's", async () => {
      const before = await profileOf(alice);
      const answer = await bob.request('/api/profile', {
        method: 'PUT',
        json: { fullName: 'Robert', preferredCurrency: 'USD', preferredLanguage: 'en' },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ fullName: 'Robert', preferredCurrency: 'USD' });
      expect(await profileOf(bob)).toMatchObject({
        fullName: 'Robert',
        preferredCurrency: 'USD',
        preferredLanguage: 'en',
      });
      expect(await profileOf(alice)).toEqual(before);
      const session = await bob.request('/api/auth/get-session');
      expect(await session.json()).toMatchObject({ user: { name: 'Robert' } });
    });

    it('list their own saved searches only, newest first', async () => {
      const older = await save(alice, { searchName: 'First' });
      const newer = await save(alice, { searchName: 'Second' });
      const bobs = await save(bob, { searchName: "Bob's" });
      const alices = await list(alice);
      expect(alices.slice(0, 2).map((s) => s.id)).toEqual([newer.id, older.id]);
      expect(alices.map((s) => s.id)).not.toContain(bobs.id);
      expect((await list(bob)).map((s) => s.id)).not.toContain(older.id);
    });

    it("get 404 for the other's saved search, which stays", async () => {
      const search = await save(alice);
      const answer = await bob.request(`/api/saved-searches/${search.id}`, { method: 'DELETE' });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        error: { code: 'not_found', message: 'No saved search with this id.' },
      });
      expect((await list(alice)).map((s) => s.id)).toContain(search.id);
    });

    it("cannot watch the other's saved search, nor see it among their watched trips", async () => {
      const search = await save(alice);
      const answer = await bob.request(`/api/saved-searches/${search.id}/watch`, {
        method: 'PUT',
        json: { watching: true },
      });
      expect(answer.status).toBe(404);
      expect((await list(alice)).find((s) => s.id === search.id)?.watch).toEqual(unwatched);
      const watched = await alice.request(`/api/saved-searches/${search.id}/watch`, {
        method: 'PUT',
        json: { watching: true },
      });
      expect(watched.status).toBe(200);
      const bobsWatches = (await (await bob.request('/api/watches')).json()) as { data: SavedSearch[] };
      expect(bobsWatches.data.map((s) => s.id)).not.toContain(search.id);
      const turnedOff = await bob.request(`/api/saved-searches/${search.id}/watch`, {
        method: 'PUT',
        json: { watching: false },
      });
      expect(turnedOff.status).toBe(404);
      expect((await list(alice)).find((s) => s.id === search.id)?.watch.watching).toBe(true);
    });

    it('delete their own saved search once; unknown and malformed ids are 404', async () => {
      const search = await save(alice);
      expect((await alice.request(`/api/saved-searches/${search.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      expect((await list(alice)).map((s) => s.id)).not.toContain(search.id);
      for (const id of [search.id, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
        const answer = await alice.request(`/api/saved-searches/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        });
        expect(answer.status, id).toBe(404);
      }
    });

    it('export only their own data', async () => {
      const bobs = await save(bob, { searchName: 'Only for Bob' });
      const exported = (await (await alice.request('/api/profile/export')).json()) as {
        savedSearches: SavedSearch[];
        account: { email: string };
      };
      expect(exported.account.email).toBe(aliceEmail);
      expect(exported.savedSearches.map((s) => s.id)).not.toContain(bobs.id);
    });
  });

  describe('saved searches', () => {
    it('come back exactly as saved, in the API shape', async () => {
      // Not the defaults: checked bags and a budget per traveller come back as they were saved.
      const input = savedSearchInput({
        budget: 1234.56,
        budgetPer: 'traveller',
        bags: 'checked',
        childrenAges: [0, 17],
      });
      const sent = Date.now();
      const answer = await alice.request('/api/saved-searches', { json: input });
      const answered = Date.now();
      expect(answer.status).toBe(201);
      const saved = (await answer.json()) as SavedSearch;
      expect(saved).toEqual({ ...input, id: saved.id, createdAt: saved.createdAt, watch: unwatched });
      expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(saved.createdAt).toISOString()).toBe(saved.createdAt);
      // Stamped while the request ran.
      expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(sent);
      expect(Date.parse(saved.createdAt)).toBeLessThanOrEqual(answered);
      expect((await list(alice)).find((s) => s.id === saved.id)).toEqual(saved);
    });

    it('leave out an absent name and return date (one-way, nameless)', async () => {
      const input: Partial<SavedSearchInput> = savedSearchInput({
        isOneWay: true,
        accommodationChildren: 0,
        flightChildren: 0,
        childrenAges: [],
      });
      delete input.searchName;
      delete input.returnDate;
      const saved = await (await alice.request('/api/saved-searches', { json: input })).json();
      expect(saved).not.toHaveProperty('searchName');
      expect(saved).not.toHaveProperty('returnDate');
      expect(saved).toMatchObject({ ...input, isOneWay: true });
    });
  });

  describe('validation', () => {
    it.each([
      [{}, /^fullName: /],
      [{ ...profileUpdate, fullName: '  ' }, /^fullName: Full name is required$/],
      [{ ...profileUpdate, fullName: 'x'.repeat(101) }, /^fullName: /],
      [{ ...profileUpdate, preferredCurrency: 'JPY' }, /^preferredCurrency: /],
      [{ ...profileUpdate, preferredLanguage: 'de' }, /^preferredLanguage: /],
      ['a string', /expected object/i],
    ])('refuses the profile update %j', async (json, message) => {
      const before = await profileOf(alice);
      const answer = await alice.request('/api/profile', { method: 'PUT', json });
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(message);
      expect(await profileOf(alice)).toEqual(before);
    });

    it.each([
      ['a missing origin code', { flightFrom: undefined }, /^flightFrom: /],
      [
        'an origin that is not an IATA code',
        { flightFrom: 'BELGRADE' },
        /^flightFrom: a 3-letter IATA code$/,
      ],
      ['an impossible date', { departureDate: '2030-02-30' }, /^departureDate: /],
      ['a negative budget', { budget: -5 }, /^budget: /],
      ['a budget given as text', { budget: '2000' }, /^budget: /],
      ['an unknown currency', { currency: 'XYZ' }, /^currency: /],
      ['an unknown cabin', { cabinClass: 'LUXURY' }, /^cabinClass: /],
      ['too many adults', { flightAdults: 10 }, /^flightAdults: /],
      ['no rooms', { rooms: 0 }, /^rooms: /],
      ['a child without an age', { childrenAges: [4] }, /^childrenAges: needs one age for each child$/],
      ['a child of 18', { childrenAges: [4, 18] }, /^childrenAges.1: /],
      ['a name longer than 120 characters', { searchName: 'x'.repeat(121) }, /^searchName: /],
      ['a date in year 0000', { returnDate: '0000-01-01' }, /^returnDate: a date as YYYY-MM-DD$/],
    ])('refuses a saved search with %s', async (_label, change, message) => {
      const before = await list(alice);
      const answer = await alice.request('/api/saved-searches', {
        json: { ...savedSearchInput(), ...change },
      });
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(message);
      expect(await list(alice)).toEqual(before);
    });

    it.each([
      ['a check-out in the year 9999', { checkOutDate: '9999-12-31' }, 'checkOutDate', 'checkOut'],
      ['a return before the departure', { returnDate: daysFromNow(29) }, 'returnDate', 'returnDate'],
      [
        'a stay after the flight home',
        { checkInDate: daysFromNow(40), checkOutDate: daysFromNow(42) },
        'checkInDate',
        'checkIn',
      ],
      ['the same airport both ways', { flightTo: 'BEG' }, 'flightTo', 'to'],
    ])(
      'refuses a saved search with %s as POST /api/search refuses its search',
      async (_label, change, field, searchField) => {
        const before = await list(alice);
        const input = { ...savedSearchInput(), ...change };
        const search = await alice.request('/api/search', { json: savedSearchParams(input) });
        expect(search.status).toBe(400);
        const { error: searchError } = (await search.json()) as { error: { code: string; message: string } };
        expect(searchError.message.startsWith(`${searchField}: `)).toBe(true);
        const rule = searchError.message.slice(searchField.length + 2);

        const answer = await alice.request('/api/saved-searches', { json: input });
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({
          error: { code: 'validation_failed', message: `${field}: ${rule}` },
        });
        expect(await list(alice)).toEqual(before);
      },
    );

    it.each([
      [undefined, /^Send your password to delete your account$/],
      [{}, /^password: Enter your password$/],
      [{ password: '' }, /^password: Enter your password$/],
      [{ password: 'x'.repeat(129) }, /^password: /],
    ])('refuses the account deletion body %j', async (json, message) => {
      const answer = await alice.request('/api/account', { method: 'DELETE', json });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(message);
      expect((await alice.request('/api/profile')).status).toBe(200);
    });

    it('refuses text the database cannot hold (NUL, half a surrogate pair) with a 400, changing nothing', async () => {
      const profileBefore = await profileOf(alice);
      const searchesBefore = await list(alice);
      const answers = [
        await alice.request('/api/profile', {
          method: 'PUT',
          json: { ...profileUpdate, fullName: 'Some\u0000one' },
        }),
        await alice.request('/api/saved-searches', { json: savedSearchInput({ searchName: 'Paris\u0000' }) }),
        await alice.request('/api/saved-searches', {
          json: savedSearchInput({ accommodationLocation: 'Par\udc00is' }),
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('invalid_text');
      }
      expect(await profileOf(alice)).toEqual(profileBefore);
      expect(await list(alice)).toEqual(searchesBefore);
    });

    it('refuses malformed JSON with the usual 400', async () => {
      const answer = await alice.request('/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        json: undefined,
      });
      expect(answer.status).toBe(400);
      const malformed = await fetch(`${server.url}/api/profile`, {
        method: 'PUT',
        headers: { cookie: alice.jar.header(), 'content-type': 'application/json' },
        body: '{"fullName": ',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
      });
    });
  });

  describe('requests from another site', () => {
    const evil = 'https://evil.example';
    const forbidden = {
      error: { code: 'forbidden_origin', message: 'This request came from another site and was refused.' },
    };

    it.each([
      ['POST', '/api/saved-searches', savedSearchInput()],
      ['PUT', '/api/profile', profileUpdate],
      ['DELETE', `/api/saved-searches/${randomUUID()}`, undefined],
      ['DELETE', '/api/account', { password: 'correct horse battery' }],
    ])('are refused: %s %s', async (method, path, json) => {
      const searches = await list(alice);
      const profile = await profileOf(alice);
      const answer = await alice.request(path, { method, json, origin: evil });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual(forbidden);
      expect(await list(alice)).toEqual(searches);
      expect(await profileOf(alice)).toEqual(profile);
    });

    it("are refused by Better Auth's own routes too: sign-out from another site keeps the session", async () => {
      const answer = await alice.request('/api/auth/sign-out', { method: 'POST', json: {}, origin: evil });
      expect(answer.status).toBe(403);
      expect((await alice.request('/api/profile')).status).toBe(200);
    });

    it('pass without an Origin header, as non-browser clients send them', async () => {
      const answer = await alice.request('/api/saved-searches', { json: savedSearchInput(), origin: null });
      expect(answer.status).toBe(201);
    });
  });
});
