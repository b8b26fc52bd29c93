import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer, type OutboxMail } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const DAY = 86_400_000;

/** The sandbox's prices depend on the day alone, not the database: one backend is enough. */
const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** A family from Belgrade to Paris 240 days from now, within any budget: the sandbox's prices decide alone. */
const trip = () =>
  savedSearchInput({
    departureDate: daysFromNow(240),
    returnDate: daysFromNow(244),
    checkInDate: daysFromNow(240),
    checkOutDate: daysFromNow(244),
    directFlights: false,
    budget: 50_000,
  });

describe('trip watching on the sandbox, whose prices move with its clock', () => {
  let server: TestServer;
  // The server's injected clock, which the sandbox prices by: noon today, then only the test moves it.
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);

  beforeAll(async () => {
    server = await startAccountsServer(
      pglite,
      { ALERTS_ENABLED: 'false', ALERTS_CHECKS_PER_MINUTE: '600' },
      { now: () => clockMs },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('records a lower best total in the cheapest weeks and mails it, then a higher one in the last days', async () => {
    const { browser, user } = await signedInUser(server);
    const saved = await browser.request('/api/saved-searches', { json: trip() });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as SavedSearch;
    expect(
      (await browser.request(`/api/saved-searches/${id}/watch`, { method: 'PUT', json: { watching: true } }))
        .status,
    ).toBe(200);
    const pass = () => server.services.tripWatches.runOnce();
    const bestTotal = async () => {
      const { data } = (await (await browser.request('/api/saved-searches')).json()) as {
        data: SavedSearch[];
      };
      return data.find((search) => search.id === id)?.watch.bestTotal ?? Number.NaN;
    };
    const mails = async () => {
      const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: OutboxMail[] };
      return data.filter((mail) => mail.to === user.email && !/verify/i.test(mail.subject));
    };

    // 240 days ahead, a little dearer than the weeks before departure.
    expect(await pass()).toMatchObject({ mailed: 1 });
    const farAhead = await bestTotal();
    expect(farAhead).toBeGreaterThan(0);

    // 45 days ahead, the cheapest weeks: a drop, and a mail that says so.
    clockMs += 195 * DAY;
    expect(await pass()).toMatchObject({ mailed: 1 });
    const cheapestWeeks = await bestTotal();
    expect(cheapestWeeks).toBeLessThan(farAhead);
    expect(await mails()).toHaveLength(2);

    // 4 days ahead: last-minute fares, recorded without a mail.
    clockMs += 41 * DAY;
    expect(await pass()).toMatchObject({ checked: 1, mailed: 0 });
    expect(await bestTotal()).toBeGreaterThan(cheapestWeeks);
    expect(await mails()).toHaveLength(2);
  }, 60_000);
});
