import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import type { TripWatchState } from '../../src/core/trip-watch';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer, type Browser, type OutboxMail } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { storeSavedSearches } from './helpers/stored-saved-searches';
import type { TestServer } from './helpers/test-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The mail names the trip's cities in its own language, not the airports the search was saved with. */
const route = { de: 'Belgrad → Paris', en: 'Belgrade → Paris' };

describe.each(databaseBackends)('a watch whose checks fail ($name)', (backend) => {
  let server: TestServer;
  // The server's injected clock, from noon UTC today; only the tests move it.
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);

  beforeAll(async () => {
    server = await startAccountsServer(
      backend,
      { ALERTS_ENABLED: 'false', ALERTS_CHECKS_PER_MINUTE: '600' },
      { now: () => clockMs, watchRetryDelaySeconds: 1 },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const pass = () => server.services.tripWatches.runOnce();

  async function mailsTo(email: string): Promise<OutboxMail[]> {
    const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: OutboxMail[] };
    return data.filter((mail) => mail.to === email && !/verify/i.test(mail.subject));
  }

  async function watchOf(browser: Browser, id: string): Promise<TripWatchState | undefined> {
    const { data } = (await (await browser.request('/api/watches')).json()) as { data: SavedSearch[] };
    return data.find((search) => search.id === id)?.watch;
  }

  /** A user watching a saved search kept from before saved searches were checked as searches are. */
  async function watchedImpossibleTrip(language: string) {
    const { browser, user, id } = await signedInUser(server);
    const [searchId = ''] = await storeSavedSearches(server, id, [
      savedSearchInput({ checkOutDate: '9999-12-31' }),
    ]);
    const watched = await browser.request(`/api/saved-searches/${searchId}/watch`, {
      method: 'PUT',
      json: { watching: true, language },
    });
    expect(watched.status).toBe(200);
    return { browser, user, searchId };
  }

  it('backs off (1 h, 6 h, 24 h), pauses after 3 days with one mail, and starts afresh when turned on again', async () => {
    const { browser, user, searchId } = await watchedImpossibleTrip('de');
    const start = clockMs;
    const notFailing = { watching: true, checkedAt: null, bestTotal: null, ended: null, history: [] };

    // Each check fails and the next is due 1, 6, 24 and 24 hours later: not a minute sooner.
    for (const hours of [0, 1, 7, 31, 55]) {
      if (hours > 0) {
        clockMs = start + hours * HOUR - MINUTE;
        expect(await pass(), `${hours} h less a minute`).toMatchObject({ queued: 0 });
      }
      clockMs = start + hours * HOUR;
      expect(await pass(), `${hours} h`).toMatchObject({ queued: 1, failed: 1, paused: 0 });
      expect(await watchOf(browser, searchId)).toEqual(notFailing);
    }
    expect(await mailsTo(user.email)).toEqual([]);

    // At 79 h the failures span 3 days: paused, and its owner told once, in the watch's language.
    clockMs = start + 79 * HOUR;
    expect(await pass()).toMatchObject({ queued: 1, failed: 0, paused: 1 });
    expect(await watchOf(browser, searchId)).toEqual({ ...notFailing, watching: false, ended: 'paused' });
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`${route.de}: Wir haben die Beobachtung dieser Reise pausiert`);
    expect(mail?.links).toContain(`${server.url}/saved-searches`);

    // Paused, it is neither checked nor mailed about again.
    clockMs += 7 * 24 * HOUR;
    expect(await pass()).toMatchObject({ queued: 0, failed: 0, paused: 0 });
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);

    // On again: checked at once, and its failures count from nothing, so the next waits an hour, not a day.
    const resumed = await browser.request(`/api/saved-searches/${searchId}/watch`, {
      method: 'PUT',
      json: { watching: true },
    });
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as SavedSearch).watch).toEqual(notFailing);
    const resumedAt = clockMs;
    expect(await pass()).toMatchObject({ queued: 1, failed: 1 });
    clockMs = resumedAt + HOUR - MINUTE;
    expect(await pass()).toMatchObject({ queued: 0 });
    clockMs = resumedAt + HOUR;
    expect(await pass()).toMatchObject({ queued: 1, failed: 1 });
    expect(await mailsTo(user.email)).toHaveLength(1);

    // Turned off by its owner, it is off, not paused (and the next test's passes see only their own watch).
    const off = await browser.request(`/api/saved-searches/${searchId}/watch`, {
      method: 'PUT',
      json: { watching: false },
    });
    expect(((await off.json()) as SavedSearch).watch).toMatchObject({ watching: false, ended: null });
  }, 60_000);

  it('pauses and mails on the job’s retry when the mail saying so could not be sent', async () => {
    const { browser, user, searchId } = await watchedImpossibleTrip('en');
    const start = clockMs;
    for (const hours of [0, 1, 7, 31, 55]) {
      clockMs = start + hours * HOUR;
      expect(await pass()).toMatchObject({ failed: 1 });
    }
    clockMs = start + 79 * HOUR;
    const send = vi.spyOn(server.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    // The check throws: pg-boss retries it a second later (watchRetryDelaySeconds), and the watch waits on.
    expect(await pass()).toMatchObject({ failed: 1, paused: 0 });
    expect(await watchOf(browser, searchId)).toMatchObject({ watching: true, ended: null });
    let paused = 0;
    for (let attempt = 0; attempt < 50 && paused === 0; attempt++) {
      paused += (await pass()).paused;
      if (paused === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    send.mockRestore();
    expect(paused).toBe(1);
    expect(await watchOf(browser, searchId)).toMatchObject({ watching: false, ended: 'paused' });
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`${route.en}: we paused watching this trip`]);
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);
  }, 60_000);
});
