import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer, type Browser } from './helpers/accounts';
import { databaseBackends, type DatabaseBackend } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { storeSavedSearches } from './helpers/stored-saved-searches';
import type { TestServer } from './helpers/test-server';

const HOUR = 3_600_000;
const watchLimit = {
  error: {
    code: 'watch_limit',
    message: 'You can watch up to 20 trips. Stop watching one to watch this trip.',
  },
};

const setWatch = (browser: Browser, id: string, watching: boolean) =>
  browser.request(`/api/saved-searches/${id}/watch`, { method: 'PUT', json: { watching } });

/** A new user with `howMany` saved searches, with a budget every offline deal fits. */
async function userWithSearches(server: TestServer, howMany: number) {
  const { browser, id } = await signedInUser(server);
  const ids = await storeSavedSearches(
    server,
    id,
    Array.from({ length: howMany }, (_, index) =>
      savedSearchInput({ searchName: `Trip ${index}`, budget: 50_000 }),
    ),
  );
  return { browser, ids };
}

async function watchAll(browser: Browser, ids: readonly string[]) {
  for (const id of ids) expect((await setWatch(browser, id, true)).status, id).toBe(200);
}

async function watchedTrips(browser: Browser): Promise<SavedSearch[]> {
  return ((await (await browser.request('/api/watches')).json()) as { data: SavedSearch[] }).data;
}

const watchedCount = async (browser: Browser) =>
  (await watchedTrips(browser)).filter((search) => search.watch.watching).length;

/** A server that runs no schedule: the tests run the passes, on the clock `now`. */
const startWatchServer = (backend: DatabaseBackend, now?: () => number) =>
  startAccountsServer(backend, { ALERTS_ENABLED: 'false', ALERTS_CHECKS_PER_MINUTE: '600' }, { now });

describe.each(databaseBackends)('at most 20 watched trips per account, on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWatchServer(backend);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('watches up to 20 trips, refuses the 21st with 409 watch_limit, and takes it once another stops', async () => {
    const { browser, ids } = await userWithSearches(server, 21);
    const [first = '', ...rest] = ids;
    const twentyFirst = rest.pop() ?? '';
    await watchAll(browser, [first, ...rest]);

    const refused = await setWatch(browser, twentyFirst, true);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(watchLimit);
    expect(await watchedCount(browser)).toBe(20);
    // At the limit, a watch already on can still be turned on, and any can be turned off.
    expect((await setWatch(browser, first, true)).status).toBe(200);
    expect((await setWatch(browser, first, false)).status).toBe(200);
    expect((await setWatch(browser, twentyFirst, true)).status).toBe(200);
    expect((await setWatch(browser, first, true)).status).toBe(409);
    expect(await watchedCount(browser)).toBe(20);

    // Each account counts on its own.
    const other = await userWithSearches(server, 1);
    await watchAll(other.browser, other.ids);
  }, 60_000);

  it('never watches more than 20 when requests arrive together at the limit', async () => {
    const { browser, ids } = await userWithSearches(server, 25);
    await watchAll(browser, ids.slice(0, 18));

    const answers = await Promise.all(ids.slice(18).map((id) => setWatch(browser, id, true)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409]);
    expect(await watchedCount(browser)).toBe(20);
  }, 60_000);
});

describe.each(databaseBackends)('due watches checked owner by owner, on $name', (backend) => {
  let server: TestServer;
  // The server's clock, from noon UTC today. It moves on a millisecond at each reading, so the time each check
  // records (checkedAt) tells the order the checks ran in.
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);
  beforeAll(async () => {
    server = await startWatchServer(backend, () => ++clockMs);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('checks the owners in turn: one account’s 20 due watches do not hold back another’s one', async () => {
    const b = await userWithSearches(server, 1);
    await watchAll(b.browser, b.ids);
    expect(await server.services.tripWatches.runOnce()).toMatchObject({ queued: 1, mailed: 1 });

    // Six hours later B's watch is due again, just as A starts watching 20 trips.
    clockMs += 6 * HOUR;
    const a = await userWithSearches(server, 20);
    await watchAll(a.browser, a.ids);
    expect(await server.services.tripWatches.runOnce()).toMatchObject({ queued: 21, failed: 0 });

    const checked = async (owner: string, browser: Browser) =>
      (await watchedTrips(browser)).map((search) => ({ owner, at: search.watch.checkedAt ?? '' }));
    const order = [...(await checked('A', a.browser)), ...(await checked('B', b.browser))]
      .sort((x, y) => x.at.localeCompare(y.at))
      .map((check) => check.owner);
    expect(order).toHaveLength(21);
    expect(order.slice(0, 2).sort()).toEqual(['A', 'B']);
  }, 120_000);
});
