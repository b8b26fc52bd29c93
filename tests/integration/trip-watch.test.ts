import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedSearchParams, type SavedSearch, type SavedSearchInput } from '../../src/core/saved-search';
import type { Deal } from '../../src/core/deal';
import { startFakeLiveProviders, type FakeLiveProviders } from '../fakes/live-providers';
import { daysFromNow } from '../support/dates';
import { Browser, signedInUser, startAccountsServer, type OutboxMail } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { storeSavedSearches } from './helpers/stored-saved-searches';
import type { TestServer } from './helpers/test-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** London to Paris for a family, a budget the fakes' deals fit: Duffel sells in pounds, LiteAPI in euros. */
const trip = () =>
  savedSearchInput({
    searchName: undefined,
    flightFrom: 'LHR',
    flightFromName: 'London',
    flightTo: 'CDG',
    flightToName: 'Paris',
    departureDate: daysFromNow(60),
    returnDate: daysFromNow(64),
    checkInDate: daysFromNow(60),
    checkOutDate: daysFromNow(64),
    flightAdults: 2,
    flightChildren: 1,
    accommodationAdults: 2,
    accommodationChildren: 1,
    childrenAges: [9],
    directFlights: false,
    budget: 9000,
  });

describe.each(databaseBackends)('trip watching ($name)', (backend) => {
  let fakes: FakeLiveProviders;
  let server: TestServer;
  // The server's injected clock: it starts at noon UTC today, as the saved trips' dates are days from today and
  // a whole-hour start keeps the tests' steps (7 h, a day) off any day boundary; then only the tests move it.
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);

  beforeAll(async () => {
    fakes = await startFakeLiveProviders();
    // The schedule is off: each test runs the passes itself, as `npm run alerts:check` does.
    server = await startAccountsServer(
      backend,
      { ...fakes.env, ALERTS_ENABLED: 'false', ALERTS_CHECKS_PER_MINUTE: '600' },
      { now: () => clockMs, watchRetryDelaySeconds: 1 },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await fakes?.close();
  });

  const pass = () => server.services.tripWatches.runOnce();

  async function mailsTo(email: string): Promise<(OutboxMail & { headers?: Record<string, string> })[]> {
    const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: OutboxMail[] };
    return data.filter((mail) => mail.to === email && !/verify/i.test(mail.subject));
  }

  /** A new user (profile language Spanish) watching the trip; `language` is the site's language at the time. */
  async function watchedTrip(language?: string, changes: Partial<SavedSearchInput> = {}) {
    const { browser, user, id } = await signedInUser(server, { preferredLanguage: 'es' });
    const saved = await browser.request('/api/saved-searches', { json: { ...trip(), ...changes } });
    expect(saved.status).toBe(201);
    const search = (await saved.json()) as SavedSearch;
    expect(search.watch).toEqual({
      watching: false,
      checkedAt: null,
      bestTotal: null,
      ended: null,
      history: [],
    });
    const watched = await browser.request(`/api/saved-searches/${search.id}/watch`, {
      method: 'PUT',
      json: { watching: true, ...(language ? { language } : {}) },
    });
    expect(watched.status).toBe(200);
    expect(((await watched.json()) as SavedSearch).watch.watching).toBe(true);
    return { browser, user, id, search };
  }

  async function watchOf(browser: Browser, id: string) {
    const { data } = (await (await browser.request('/api/saved-searches')).json()) as { data: SavedSearch[] };
    return data.find((search) => search.id === id)?.watch;
  }

  it('mails once when deals fit, stays quiet without news, mails a drop, and stops at the unsubscribe link', async () => {
    fakes.duffel.setOffers({ priceFactor: 1 });
    const { browser, user, search } = await watchedTrip('de');

    const first = await pass();
    expect(first).toMatchObject({ queued: 1, mailed: 1, failed: 0 });
    const metrics = await (await server.fetch('/metrics')).text();
    expect(metrics).toContain('tripfit_trip_watch_checks_total{outcome="mailed"} 1');
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    if (!mail) throw new Error('no watch mail');
    // In the language the site was read in, with the trip, the results link and a one-click unsubscribe.
    expect(mail.subject).toMatch(/^London → Paris: Flug \+ Hotel/);
    expect(mail.text).toContain('Hallo');
    // Live providers (the fakes of Duffel and LiteAPI): nothing says the prices are sample data.
    expect(mail.text).not.toContain('Beispielpreise');
    expect(mail.links.some((link) => link.startsWith(`${server.url}/?from=LHR&`))).toBe(true);
    const unsubscribe = mail.links.find((link) => link.startsWith(`${server.url}/unsubscribe?token=`));
    expect(unsubscribe).toBeDefined();
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('<ol>');

    const afterFirst = await watchOf(browser, search.id);
    expect(afterFirst?.checkedAt).toBe(new Date(clockMs).toISOString());
    const bestTotal = afterFirst?.bestTotal ?? 0;
    expect(bestTotal).toBeGreaterThan(0);
    expect(bestTotal).toBeLessThanOrEqual(search.budget);
    expect(mail.text).toContain(bestTotal.toLocaleString('de-DE', { minimumFractionDigits: 2 }));

    // Not due again until ALERTS_INTERVAL (6 h) has passed.
    expect(await pass()).toMatchObject({ queued: 0, mailed: 0, checked: 0 });
    clockMs += 7 * HOUR;
    expect(await pass()).toMatchObject({ queued: 1, checked: 1, mailed: 0 });
    expect(await mailsTo(user.email)).toHaveLength(1);

    // A fare sale the next day: a second mail, with the drop.
    fakes.duffel.setOffers({ priceFactor: 0.6 });
    clockMs += 24 * HOUR;
    expect(await pass()).toMatchObject({ checked: 0, mailed: 1 });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    const cheaper = (await watchOf(browser, search.id))?.bestTotal ?? Infinity;
    expect(cheaper).toBeLessThan(bestTotal);
    expect(mails[0]?.subject).toMatch(/^London → Paris jetzt für .* \(vorher /);

    // The link works for whoever holds the mail: no session needed.
    const token = new URL(unsubscribe ?? '').searchParams.get('token');
    const stopped = await new Browser(server).request('/api/watches/unsubscribe', { json: { token } });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({
      trip: { flightFromName: 'London', flightToName: 'Paris', departureDate: search.departureDate },
    });
    expect((await watchOf(browser, search.id))?.watching).toBe(false);
    clockMs += 24 * HOUR;
    fakes.duffel.setOffers({ priceFactor: 0.3 });
    expect(await pass()).toMatchObject({ queued: 0, mailed: 0 });
    expect(await mailsTo(user.email)).toHaveLength(2);
    fakes.duffel.setOffers({ priceFactor: 1 });
  }, 60_000);

  it('prices the bags its trip was saved with, as the search does', async () => {
    // Low-cost fares: a personal item only, cabin bags sold (duffel-data.ts), so a cabin bag costs more.
    fakes.duffel.setOffers({ cabinBagIncluded: false });
    const cheapestTotal = async (browser: Browser, bags: SavedSearchInput['bags']) => {
      const answer = await browser.request('/api/search', { json: savedSearchParams({ ...trip(), bags }) });
      expect(answer.status).toBe(200);
      return Math.min(...((await answer.json()) as { deals: Deal[] }).deals.map((deal) => deal.totalPrice));
    };
    const { browser, search } = await watchedTrip(undefined, { bags: 'cabin' });
    expect(await pass()).toMatchObject({ mailed: 1, failed: 0 });
    const watched = (await watchOf(browser, search.id))?.bestTotal;
    const [cabin, personal] = [
      await cheapestTotal(browser, 'cabin'),
      await cheapestTotal(browser, 'personal'),
    ];
    fakes.duffel.setOffers({ cabinBagIncluded: true });
    expect(cabin).toBeGreaterThan(personal);
    expect(watched).toBe(cabin);
    // The tests after this one count their own watch's checks only.
    const stopped = await browser.request(`/api/saved-searches/${search.id}/watch`, {
      method: 'PUT',
      json: { watching: false },
    });
    expect(stopped.status).toBe(200);
  }, 60_000);

  it('takes the one-click POST mail apps send (RFC 8058) and refuses a token TripFit did not sign', async () => {
    const { browser, user, search } = await watchedTrip();
    await pass();
    const [mail] = await mailsTo(user.email);
    // No site language given: the profile's preferred one.
    expect(mail?.text.startsWith('Hola')).toBe(true);
    const oneClick = /<(.+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${server.url}/api/watches/unsubscribe?token=`)).toBe(true);
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await watchOf(browser, search.id))?.watching).toBe(false);

    const forged = await new Browser(server).request('/api/watches/unsubscribe', {
      json: { token: `${search.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: 'invalid_token' } });
    const missing = await new Browser(server).request('/api/watches/unsubscribe', { json: {} });
    expect(missing.status).toBe(400);
  }, 60_000);

  it('answers the unsubscribe page’s GET with the trip, changing nothing; its POST turns the watch off', async () => {
    const { browser, user, search } = await watchedTrip();
    await pass();
    const [mail] = await mailsTo(user.email);
    const link = new URL(mail?.links.find((url) => url.includes('/unsubscribe?token=')) ?? '');
    const token = link.searchParams.get('token') ?? '';
    const stranger = new Browser(server);

    // What the page (or a mail scanner running it) reads on load: the trip, no sign-in, nothing changed.
    for (let load = 0; load < 2; load++) {
      const shown = await stranger.request(`/api/watches/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(shown.status).toBe(200);
      expect(await shown.json()).toEqual({
        trip: {
          flightFromName: 'London',
          flightToName: 'Paris',
          departureDate: search.departureDate,
          returnDate: search.returnDate,
          isOneWay: false,
          watching: true,
        },
      });
    }
    expect((await watchOf(browser, search.id))?.watching).toBe(true);
    const forged = await stranger.request(`/api/watches/unsubscribe?token=${search.id}.AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: 'invalid_token' } });

    // The page's Stop watching button.
    const stopped = await stranger.request('/api/watches/unsubscribe', { json: { token } });
    expect(stopped.status).toBe(200);
    expect((await watchOf(browser, search.id))?.watching).toBe(false);
    const after = await stranger.request(`/api/watches/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await after.json()).toMatchObject({ trip: { watching: false } });
  }, 60_000);

  it('checks a trip whose search failed (a provider down) again an hour later, then at the usual interval', async () => {
    const { browser, user, search } = await watchedTrip();
    fakes.liteApi.setFault('rates', { kind: 'status', status: 500 });
    const failed = await pass();
    expect(failed).toMatchObject({ failed: 1, mailed: 0 });
    expect(await watchOf(browser, search.id)).toMatchObject({ watching: true, checkedAt: null });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);

    fakes.liteApi.setFault('rates', undefined);
    clockMs += HOUR - MINUTE;
    expect(await pass()).toMatchObject({ queued: 0, mailed: 0 });
    clockMs += MINUTE;
    expect(await pass()).toMatchObject({ queued: 1, mailed: 1, failed: 0 });
    expect(await mailsTo(user.email)).toHaveLength(1);
    // A good check ends the backoff: the next is due ALERTS_INTERVAL (6 h) later.
    clockMs += 6 * HOUR - MINUTE;
    expect(await pass()).toMatchObject({ queued: 0 });
    clockMs += MINUTE;
    expect(await pass()).toMatchObject({ queued: 1, checked: 1 });
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);
  }, 60_000);

  it('sends a watch mail that could not go out on the job’s retry, once', async () => {
    const { user } = await watchedTrip();
    const send = vi.spyOn(server.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    expect(await pass()).toMatchObject({ failed: 1, mailed: 0 });
    // The failed job waits a second (watchRetryDelaySeconds) before pg-boss hands it out again.
    let mailed = 0;
    for (let attempt = 0; attempt < 50 && mailed === 0; attempt++) {
      mailed += (await pass()).mailed;
      if (mailed === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    send.mockRestore();
    expect(mailed).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);
  }, 60_000);

  it('never checks one watch twice at once, nor mails twice a day', async () => {
    const { user } = await watchedTrip();
    await server.services.tripWatches.queueDue();
    // Two workers (two instances) at the same moment.
    const [a, b] = await Promise.all([pass(), pass()]);
    expect(a.mailed + b.mailed).toBe(1);
    expect(a.checked + b.checked).toBe(0);
    expect(await mailsTo(user.email)).toHaveLength(1);
  }, 60_000);

  it('removes the queued check with the saved search, and with the account', async () => {
    const { browser, search } = await watchedTrip();
    const before = await server.services.tripWatches.pendingChecks();
    expect(await server.services.tripWatches.queueDue()).toBeGreaterThanOrEqual(1);
    expect(await server.services.tripWatches.pendingChecks()).toBe(before + 1);
    expect((await browser.request(`/api/saved-searches/${search.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await server.services.tripWatches.pendingChecks()).toBe(before);

    const other = await watchedTrip();
    await server.services.tripWatches.queueDue();
    expect(await server.services.tripWatches.pendingChecks()).toBe(before + 1);
    const deleted = await other.browser.request('/api/account', {
      method: 'DELETE',
      json: { password: other.user.password },
    });
    expect(deleted.status).toBe(204);
    expect(await server.services.tripWatches.pendingChecks()).toBe(before);
  }, 60_000);

  it('stops watching by itself once the trip has departed, and will not start again', async () => {
    const { browser, search } = await watchedTrip();
    clockMs += 70 * 24 * HOUR;
    expect((await pass()).ended).toBeGreaterThanOrEqual(1);
    expect(await watchOf(browser, search.id)).toMatchObject({ watching: false, ended: 'departed' });
    clockMs -= 70 * 24 * HOUR;
  }, 60_000);

  it('answers the watch routes with clear errors', async () => {
    const { browser, id: userId, search } = await watchedTrip();
    const unknown = await browser.request('/api/saved-searches/00000000-0000-4000-8000-000000000000/watch', {
      method: 'PUT',
      json: { watching: true },
    });
    expect(unknown.status).toBe(404);
    const badBody = await browser.request(`/api/saved-searches/${search.id}/watch`, {
      method: 'PUT',
      json: { watching: 'yes' },
    });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ error: { code: 'validation_failed' } });
    const stranger = await new Browser(server).request(`/api/saved-searches/${search.id}/watch`, {
      method: 'PUT',
      json: { watching: false },
    });
    expect(stranger.status).toBe(401);
    const { data } = (await (await browser.request('/api/watches')).json()) as { data: SavedSearch[] };
    expect(data.map((watched) => watched.id)).toEqual([search.id]);

    // A trip saved while it lay ahead, and departed since, can no longer be watched.
    const [pastId] = await storeSavedSearches(server, userId, [
      savedSearchInput({
        departureDate: daysFromNow(-30),
        returnDate: daysFromNow(-25),
        checkInDate: daysFromNow(-30),
        checkOutDate: daysFromNow(-25),
      }),
    ]);
    const departed = await browser.request(`/api/saved-searches/${pastId}/watch`, {
      method: 'PUT',
      json: { watching: true },
    });
    expect(departed.status).toBe(409);
    expect(await departed.json()).toMatchObject({ error: { code: 'trip_departed' } });
  }, 60_000);
});
