import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatShortDate } from '../../src/core/formats';
import type { SavedSearch } from '../../src/core/saved-search';
import { tripWatchChecks } from '../../src/server/db/schema';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer, type OutboxMail } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

describe.each(databaseBackends)('a watched trip’s own history ($name)', (backend) => {
  let server: TestServer;
  // The server's injected clock, which the sandbox prices by: noon today, then only the test moves it.
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);

  beforeAll(async () => {
    server = await startAccountsServer(
      backend,
      { ALERTS_ENABLED: 'false', ALERTS_CHECKS_PER_MINUTE: '600', ALERTS_INTERVAL: '6h' },
      { now: () => clockMs },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('records every check, answers them oldest first, lists them in the mail, and goes with the search', async () => {
    const { browser, user } = await signedInUser(server);
    const saved = await browser.request('/api/saved-searches', { json: trip() });
    expect(saved.status).toBe(201);
    const { id, currency } = (await saved.json()) as SavedSearch;
    const watch = async () => {
      const { data } = (await (await browser.request('/api/watches')).json()) as { data: SavedSearch[] };
      const search = data.find((entry) => entry.id === id);
      if (!search) throw new Error('the watched trip is missing from GET /api/watches');
      return search.watch;
    };
    const mails = async () => {
      const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: OutboxMail[] };
      return data.filter((mail) => mail.to === user.email && !/verify/i.test(mail.subject));
    };
    const toggled = await browser.request(`/api/saved-searches/${id}/watch`, {
      method: 'PUT',
      json: { watching: true },
    });
    expect(toggled.status).toBe(200);
    expect(((await toggled.json()) as SavedSearch).watch.history).toEqual([]);
    const pass = () => server.services.tripWatches.runOnce();
    const checkedAt: string[] = [];
    const totals: number[] = [];
    const check = async (outcome: { mailed: number }) => {
      expect(await pass()).toMatchObject(outcome);
      const { bestTotal } = await watch();
      if (bestTotal === null) throw new Error('the budget fits every deal');
      checkedAt.push(new Date(clockMs).toISOString());
      totals.push(bestTotal);
    };

    // 240 days ahead: the first fit, mailed. Six hours later the same day's prices: recorded, no news to mail.
    await check({ mailed: 1 });
    clockMs += 6 * HOUR;
    await check({ mailed: 0 });
    expect(totals[1]).toBe(totals[0]);
    // 45 days ahead, the cheapest weeks: a drop, mailed with the three checks.
    clockMs += 195 * DAY;
    await check({ mailed: 1 });
    expect(totals[2]).toBeLessThan(totals[0] ?? 0);

    expect((await watch()).history).toEqual(
      checkedAt.map((at, index) => ({ checkedAt: at, bestTotal: totals[index] })),
    );
    const page = (await (await browser.request('/api/saved-searches')).json()) as { data: SavedSearch[] };
    expect(page.data.find((entry) => entry.id === id)?.watch.history).toHaveLength(3);
    // Turning the watch off answers the card with the checks it keeps.
    const off = await browser.request(`/api/saved-searches/${id}/watch`, {
      method: 'PUT',
      json: { watching: false },
    });
    expect(((await off.json()) as SavedSearch).watch.history).toHaveLength(3);

    // The outbox lists the newest mail first; signedInUser's profile reads Spanish.
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const [cheaper] = sent;
    if (!cheaper) throw new Error('expected the mail about the drop');
    const lines = [2, 1, 0].map(
      (index) =>
        `${formatShortDate((checkedAt[index] ?? '').slice(0, 10), 'es')}: ${formatMoney(totals[index] ?? 0, currency, 'es')}`,
    );
    expect(cheaper.text).toContain(
      ['Mejor total en cada comprobación', ...lines.map((line) => `- ${line}`)].join('\n'),
    );
    for (const line of lines) expect(cheaper.html).toContain(`<li>${line}</li>`);

    const { db } = server.services.database;
    const stored = () => db.select().from(tripWatchChecks).where(eq(tripWatchChecks.savedSearchId, id));
    expect(await stored()).toHaveLength(3);
    expect((await browser.request(`/api/saved-searches/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored()).toEqual([]);
  }, 90_000);
});
