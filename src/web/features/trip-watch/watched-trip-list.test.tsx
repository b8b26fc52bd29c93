import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../core/saved-search';
import { valuesFromSearchQuery } from '../../../core/search-form/search-url';
import { unwatched } from '../../../core/trip-watch';
import { apiError, json, renderRoutes, signedIn, stubApi, type ApiCall } from '../auth/session.test-helpers';
import { ProfileTabs } from '../profile/profile-tabs';
import { anaProfile } from '../profile/profile.fixture';
import { familyTrip, soloOneWay } from '../../../core/saved-search.fixtures';
import { WatchedTripList } from './watched-trip-list';

const checkedAt = '2099-05-20T12:00:00.000Z';
const localTime = new Date(checkedAt).toTimeString().slice(0, 5);

/** Watched, with a deal found at the last check. */
const parisWatched: SavedSearch = {
  ...familyTrip,
  watch: { watching: true, checkedAt, bestTotal: 2310.5, ended: null, history: [] },
};
/** Watched once, now off, never checked. */
const lisbonStopped: SavedSearch = { ...soloOneWay, departureDate: '2099-07-01', watch: unwatched };

const answerWatch = (search: SavedSearch) => (call: ApiCall) =>
  json({ ...search, watch: { ...search.watch, watching: (call.body as { watching: boolean }).watching } });

function renderList() {
  return renderRoutes(
    [
      { path: '/profile', element: <WatchedTripList /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/saved-searches', element: <p>Saved searches page</p> },
    ],
    '/profile',
  );
}

describe('Watched trips', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a tab of the profile that lists the watched trips', async () => {
    const api = stubApi(signedIn, {
      'GET /api/profile': () => json(anaProfile),
      'GET /api/watches': () => json({ data: [parisWatched, lisbonStopped] }),
    });
    renderRoutes([{ path: '/profile', element: <ProfileTabs /> }], '/profile');
    expect(api.callsTo('GET /api/watches')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Watched trips' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Watched trips' })).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows each trip’s title, dates, budget, last check and switch, in the server’s order', async () => {
    stubApi(signedIn, { 'GET /api/watches': () => json({ data: [parisWatched, lisbonStopped] }) });
    renderList();

    const [paris, lisbon] = await screen.findAllByRole('article');
    if (!paris || !lisbon) throw new Error('expected two cards');
    expect(within(paris).getByRole('heading', { level: 3 }).textContent).toBe(
      'Belgrade Nikola Tesla Airport (BEG) → Paris Charles de Gaulle Airport (CDG)',
    );
    expect(within(paris).getByText('Jun 1, 2099 – Jun 8, 2099')).toBeDefined();
    expect(paris.textContent).toContain('€2,500');
    expect(within(paris).getByText(`Checked May 20, 2099 at ${localTime} · best €2,310.50`)).toBeDefined();
    expect(within(paris).getByRole('switch').getAttribute('aria-checked')).toBe('true');

    expect(within(lisbon).getByRole('heading', { level: 3 }).textContent).toBe('Lisbon getaway');
    expect(within(lisbon).getByText('Jul 1, 2099 · One-way')).toBeDefined();
    expect(lisbon.textContent).toContain('$1,234.50');
    expect(within(lisbon).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('opens a trip’s search on the home page', async () => {
    stubApi(signedIn, { 'GET /api/watches': () => json({ data: [parisWatched] }) });
    const { router } = renderList();

    fireEvent.click(await screen.findByRole('link', { name: 'Open search' }));

    await screen.findByText('Home page');
    const values = valuesFromSearchQuery(new URLSearchParams(router.state.location.search));
    expect(values).toMatchObject({
      flightFrom: 'BEG',
      flightTo: 'CDG',
      departureDate: '2099-06-01',
      budget: '2500',
    });
  });

  it('turns a trip’s watch off and on again, keeping it listed', async () => {
    const api = stubApi(signedIn, {
      'GET /api/watches': () => json({ data: [parisWatched] }),
      [`PUT /api/saved-searches/${familyTrip.id}/watch`]: answerWatch(parisWatched),
    });
    renderList();
    const toggle = await screen.findByRole('switch');

    fireEvent.click(toggle);
    expect(await screen.findByText('You will no longer get mail about this trip.')).toBeDefined();
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/saved-searches/${familyTrip.id}/watch`)).toHaveLength(2),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull());
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    expect(api.callsTo(`PUT /api/saved-searches/${familyTrip.id}/watch`).map((call) => call.body)).toEqual([
      { watching: false, language: 'en' },
      { watching: true, language: 'en' },
    ]);
    // Listed already: the answer replaces it in place, no reload.
    expect(api.callsTo('GET /api/watches')).toHaveLength(1);
  });

  it('explains how to watch a trip when none is watched', async () => {
    stubApi(signedIn, { 'GET /api/watches': () => json({ data: [] }) });
    const { router } = renderList();

    expect(await screen.findByRole('heading', { level: 2, name: 'No watched trips yet' })).toBeDefined();
    expect(screen.getByText(/Turn on “Watch this trip” on any of your saved searches/)).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Go to saved searches' }));
    await screen.findByText('Saved searches page');
    expect(router.state.location.pathname).toBe('/saved-searches');
  });

  it('says loading failed and tries again', async () => {
    let answer = apiError(500, 'Internal error');
    stubApi(signedIn, { 'GET /api/watches': () => answer });
    renderList();

    expect(await screen.findByText('Failed to load watched trips')).toBeDefined();
    answer = json({ data: [parisWatched] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article')).toBeDefined();
  });
});
