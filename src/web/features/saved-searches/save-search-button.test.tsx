import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchParamsInput } from '../../../core/search-params';
import { apiError, json, renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { SaveSearchButton } from './save-search-button';
import { familyTrip } from '../../../core/saved-search.fixtures';

const watchRoute = `PUT /api/saved-searches/${familyTrip.id}/watch`;

/** The search behind familyTrip, as the form hands it to the search. */
const familySearch: SearchParamsInput = {
  budget: 2500,
  currency: 'EUR',
  from: 'BEG',
  fromName: 'Belgrade Nikola Tesla Airport (BEG)',
  to: 'CDG',
  toName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2099-06-01',
  returnDate: '2099-06-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 1,
  cabinClass: 'PREMIUM_ECONOMY',
  directFlights: true,
  bags: 'checked',
  where: 'Paris',
  checkIn: '2099-06-01',
  checkOut: '2099-06-08',
  hotelAdults: 2,
  hotelChildren: 1,
  childrenAges: [7],
  rooms: 1,
};

function renderButton(search: SearchParamsInput = familySearch) {
  renderRoutes([{ path: '/', element: <SaveSearchButton search={search} /> }]);
}

describe('SaveSearchButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is disabled for a visitor, saying why', async () => {
    const api = stubApi(null);
    renderButton();

    const hint = await screen.findByText('Please login to save searches');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    expect(api.callsTo('GET /api/saved-searches')).toHaveLength(0);
  });

  it('saves the search, then shows Saved', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [] }),
      'POST /api/saved-searches': () => json(familyTrip, 201),
    });
    renderButton();

    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByText('Please login to save searches')).toBeNull();
    fireEvent.click(button);

    expect(await screen.findByText('Search saved to your profile!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDefined();
    // The record of product.md §3 without what the server adds (toEqual skips undefined keys).
    expect(api.callsTo('POST /api/saved-searches')[0]?.body).toEqual({
      ...familyTrip,
      id: undefined,
      createdAt: undefined,
      watch: undefined,
    });
  });

  it('finds an earlier save of the same search and removes it on click', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip] }),
      [`DELETE /api/saved-searches/${familyTrip.id}`]: () => new Response(null, { status: 204 }),
    });
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: 'Saved' }));

    expect(await screen.findByText('Removed from saved searches')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save Search' })).toBeDefined();
    expect(api.callsTo(`DELETE /api/saved-searches/${familyTrip.id}`)).toHaveLength(1);
  });

  it('does not count a save with another budget as this search', async () => {
    stubApi(signedIn, { 'GET /api/saved-searches': () => json({ data: [{ ...familyTrip, budget: 2600 }] }) });
    renderButton();

    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('looks for an earlier save among all of them, not just the first page', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip], nextCursor: null }),
    });
    renderButton();

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDefined();
    const [call] = api.callsTo('GET /api/saved-searches');
    expect(new URLSearchParams(call?.search).get('limit')).toBe('100');
  });

  it('says in the visitor’s language that the account keeps too many saved searches', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [], nextCursor: null }),
      'POST /api/saved-searches': () => apiError(409, 'Limit reached (server wording)', 'saved_search_limit'),
    });
    renderButton();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    await waitFor(() => expect(button.disabled).toBe(false));

    fireEvent.click(button);

    expect(
      await screen.findByText('You can keep up to 100 saved searches. Delete one to save another.'),
    ).toBeDefined();
    expect(screen.queryByText('Limit reached (server wording)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Search' })).toBeDefined();
  });

  it("shows the server's message when saving fails, else product.md's fallback", async () => {
    let answer = apiError(401, 'User must be logged in to save searches');
    stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [] }),
      'POST /api/saved-searches': () => answer,
    });
    renderButton();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    await waitFor(() => expect(button.disabled).toBe(false));

    fireEvent.click(button);
    expect(await screen.findByText('User must be logged in to save searches')).toBeDefined();

    answer = new Response('Bad gateway', { status: 502 });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Failed to save search')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save Search' })).toBeDefined();
  });
  it('offers to watch the trip only once it is saved', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [] }),
      'POST /api/saved-searches': () => json(familyTrip, 201),
    });
    renderButton();
    const save = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Search' });
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Watch this trip' })).toBeNull();

    fireEvent.click(save);

    const watch = await screen.findByRole('button', { name: 'Watch this trip' });
    expect(watch.getAttribute('aria-pressed')).toBe('false');
    expect(document.getElementById(watch.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Watching re-runs this search now and then and mails you when it fits your budget or gets cheaper.',
    );
  });

  it('turns the saved search’s watch on, then off, saying what each means', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => json({ data: [familyTrip] }),
      [watchRoute]: ({ body }) =>
        json({
          ...familyTrip,
          watch: { ...familyTrip.watch, watching: (body as { watching: boolean }).watching },
        }),
    });
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: 'Watch this trip' }));
    expect(
      await screen.findByText('We will mail you when this trip fits your budget or gets cheaper.'),
    ).toBeDefined();
    const watching = await screen.findByRole('button', { name: 'Watching' });
    await waitFor(() => expect(watching.getAttribute('aria-busy')).toBeNull());
    expect(watching.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(watching);
    expect(await screen.findByText('You will no longer get mail about this trip.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Watch this trip' })).toBeDefined();
    expect(api.callsTo(watchRoute).map((call) => call.body)).toEqual([
      { watching: true, language: 'en' },
      { watching: false, language: 'en' },
    ]);
  });

  it('drops the watch button with the saved search', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': () =>
        json({ data: [{ ...familyTrip, watch: { ...familyTrip.watch, watching: true } }] }),
      [`DELETE /api/saved-searches/${familyTrip.id}`]: () => new Response(null, { status: 204 }),
    });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Watching' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));

    expect(await screen.findByRole('button', { name: 'Save Search' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Watch/ })).toBeNull();
  });
});
