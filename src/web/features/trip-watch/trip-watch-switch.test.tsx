import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSearchParams, type SavedSearch } from '../../../core/saved-search';
import { unwatched, type TripWatchState } from '../../../core/trip-watch';
import { apiError, json, renderRoutes, signedIn, stubApi, type ApiCall } from '../auth/session.test-helpers';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { SavedSearchCard } from '../saved-searches/saved-search-card';
import { SavedSearchList } from '../saved-searches/saved-search-list';
import { familyTrip, soloOneWay } from '../../../core/saved-search.fixtures';

const watchRoute = `PUT /api/saved-searches/${familyTrip.id}/watch`;
/** Noon UTC, so the local date is 20 May 2099 in every time zone a test machine is likely to use. */
const checkedAt = '2099-05-20T12:00:00.000Z';
/** The check's time as the visitor's clock shows it. */
const localTime = new Date(checkedAt).toTimeString().slice(0, 5);

const withWatch = (search: SavedSearch, watch: Partial<TripWatchState>): SavedSearch => ({
  ...search,
  watch: { ...unwatched, ...watch },
});

/** The server's answer to PUT …/watch: the search with the watch it was asked for. */
const answerWatch = (search: SavedSearch) => (call: ApiCall) =>
  json(withWatch(search, { watching: (call.body as { watching: boolean }).watching }));

function renderCard(search: SavedSearch) {
  renderRoutes([{ path: '/', element: <SavedSearchCard search={search} /> }]);
  return screen.getByRole('article');
}

describe('the saved search card’s trip watch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a switch labelled with the card’s title, described by its status', () => {
    stubApi(signedIn);
    const card = renderCard(soloOneWay);

    const toggle = within(card).getByRole('switch', { name: 'Watch this trip Lisbon getaway' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const status = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(status?.textContent).toBe(
      'Turn it on and we will mail you when this trip fits your budget or gets cheaper.',
    );
  });

  it.each<[string, Partial<TripWatchState>, string]>([
    ['watching, before the first check', { watching: true }, 'Not checked yet. The first check runs soon.'],
    [
      'a deal within the budget',
      { watching: true, checkedAt, bestTotal: 2310.5 },
      `Checked May 20, 2099 at ${localTime} · best €2,310.50`,
    ],
    [
      'no deal within the budget',
      { watching: true, checkedAt, bestTotal: null },
      `No deal within your budget at the last check (May 20, 2099 at ${localTime})`,
    ],
    [
      'a watch paused after its checks failed for 3 days',
      { watching: false, ended: 'paused', checkedAt, bestTotal: 2400 },
      'Paused: we could not check this trip for 3 days. Turn it on to try again.',
    ],
    [
      'a stopped watch, with its last check',
      { watching: false, checkedAt, bestTotal: 2400 },
      `Checked May 20, 2099 at ${localTime} · best €2,400`,
    ],
  ])('says what the watch found: %s', (_case, watch, text) => {
    stubApi(signedIn);
    const card = renderCard(withWatch(familyTrip, watch));

    const toggle = within(card).getByRole<HTMLButtonElement>('switch');
    expect(toggle.getAttribute('aria-checked')).toBe(String(watch.watching));
    expect(toggle.disabled).toBe(false);
    expect(within(card).getByText(text)).toBeDefined();
  });

  it('is off for good once the trip has departed', () => {
    stubApi(signedIn);
    const card = renderCard(withWatch(familyTrip, { checkedAt, bestTotal: 2400, ended: 'departed' }));

    const toggle = within(card).getByRole<HTMLButtonElement>('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.disabled).toBe(true);
    expect(within(card).getByText('Watching stopped: the trip has departed')).toBeDefined();
  });

  it('sends PUT, shows the asked state while waiting, then the server’s, with a toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip], nextCursor: null }),
      [watchRoute]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);
    const toggle = await screen.findByRole('switch');

    fireEvent.click(toggle);

    await waitFor(() => expect(api.callsTo(watchRoute)).toHaveLength(1));
    expect(api.callsTo(watchRoute)[0]?.body).toEqual({ watching: true, language: 'en' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(toggle);
    expect(api.callsTo(watchRoute)).toHaveLength(1);

    answer(json(withWatch(familyTrip, { watching: true, checkedAt, bestTotal: 2310.5 })));

    expect(
      await screen.findByText('We will mail you when this trip fits your budget or gets cheaper.'),
    ).toBeDefined();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText(`Checked May 20, 2099 at ${localTime} · best €2,310.50`)).toBeDefined();
  });

  it('turns a watch off and says no more mail will come', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [withWatch(familyTrip, { watching: true })] }),
      [watchRoute]: answerWatch(familyTrip),
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);

    fireEvent.click(await screen.findByRole('switch'));

    expect(await screen.findByText('You will no longer get mail about this trip.')).toBeDefined();
    expect(api.callsTo(watchRoute)[0]?.body).toEqual({ watching: false, language: 'en' });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('flips back and toasts the server’s message when the change fails', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip] }),
      [watchRoute]: () => apiError(500, 'The watch could not be saved (server wording)'),
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);

    fireEvent.click(await screen.findByRole('switch'));

    expect(await screen.findByText('The watch could not be saved (server wording)')).toBeDefined();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('on a departed trip, says so in the visitor’s language and shows the watch as the server now has it', async () => {
    let listed = familyTrip;
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [listed] }),
      [watchRoute]: () => {
        listed = withWatch(familyTrip, { ended: 'departed' });
        return apiError(409, 'Departed (server wording)', 'trip_departed');
      },
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);

    fireEvent.click(await screen.findByRole('switch'));

    expect(
      await screen.findByText('This trip has already departed, so it can no longer be watched.'),
    ).toBeDefined();
    expect(await screen.findByText('Watching stopped: the trip has departed')).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('switch').disabled).toBe(true);
    expect(api.callsTo('GET /api/saved-searches')).toHaveLength(2);
  });

  it('at the watch limit, says so in the visitor’s language and leaves the switch off', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip] }),
      [watchRoute]: () => apiError(409, 'Limit (server wording)', 'watch_limit'),
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);

    fireEvent.click(await screen.findByRole('switch'));

    expect(
      await screen.findByText('You can watch up to 20 trips. Stop watching one to watch this trip.'),
    ).toBeDefined();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // Nothing else changed, so the list is not asked for again.
    expect(api.callsTo('GET /api/saved-searches')).toHaveLength(1);
  });

  it('updates the Save button beside the results without asking for the list again', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip], nextCursor: null }),
      [watchRoute]: answerWatch(familyTrip),
    });
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <SaveSearchButton search={savedSearchParams(familyTrip)} />
            <SavedSearchList />
          </>
        ),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Watch this trip' })).toBeDefined();

    fireEvent.click(await screen.findByRole('switch'));

    const watchButton = await screen.findByRole('button', { name: 'Watching' });
    expect(watchButton.getAttribute('aria-pressed')).toBe('true');
    // Once for the Save button's lookup, once for the list's first page.
    expect(api.callsTo('GET /api/saved-searches')).toHaveLength(2);
  });

  it('resumes a paused watch from its switch', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [withWatch(familyTrip, { ended: 'paused' })] }),
      [watchRoute]: answerWatch(familyTrip),
    });
    renderRoutes([{ path: '/', element: <SavedSearchList /> }]);

    fireEvent.click(await screen.findByRole('switch'));

    // Last in this file: its toast would answer another test's wait for the same words.
    expect(await screen.findByText('Not checked yet. The first check runs soon.')).toBeDefined();
    expect(api.callsTo(watchRoute)[0]?.body).toEqual({ watching: true, language: 'en' });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });
});
