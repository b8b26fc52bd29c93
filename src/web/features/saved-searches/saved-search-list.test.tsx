import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../core/saved-search';
import { toast } from '../../lib/toast';
import { apiError, json, renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { sanitizeValues } from '../../../core/search-form/sanitize-values';
import { valuesFromSearchQuery } from '../../../core/search-form/search-url';
import { initialSearchForm } from '../../../core/search-form/state';
import { SavedSearchList } from './saved-search-list';
import { familyTrip, soloOneWay } from '../../../core/saved-search.fixtures';

function renderList() {
  return renderRoutes(
    [
      { path: '/saved-searches', element: <SavedSearchList /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/saved-searches',
  );
}

const listOf = (searches: SavedSearch[]) => () => json({ data: searches, nextCursor: null });

/** `count` saved searches, newest first, each with its own id and name. */
const manySearches = (count: number, from = 0): SavedSearch[] =>
  Array.from({ length: count }, (_, index) => ({
    ...familyTrip,
    id: `00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`,
    searchName: `Trip ${from + index}`,
  }));

describe('SavedSearchList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a spinner while loading, then the heading and one card per search', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderList();

    await waitFor(() => expect(api.callsTo('GET /api/saved-searches')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toContain('Loading saved searches...');
    answer(json({ data: [familyTrip, soloOneWay] }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Saved Searches' })).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  // A timeout of its own: three pages, 43 full cards with their trip watch switches, about a second of CPU for each
  // page of 20 (React's development build and happy-dom); past 5 s on a busy machine.
  it('shows the first page and loads the next with Show more, until there is none', async () => {
    const pages: Record<string, { data: SavedSearch[]; nextCursor: string | null }> = {
      '': { data: manySearches(20), nextCursor: 'page-2' },
      'page-2': { data: manySearches(20, 20), nextCursor: 'page-3' },
      'page-3': { data: manySearches(3, 40), nextCursor: null },
    };
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': ({ search }) => {
        const query = new URLSearchParams(search);
        return json(pages[query.get('cursor') ?? ''] ?? { data: [], nextCursor: null });
      },
    });
    renderList();

    // 43 cards hold well over a hundred buttons: Show more by its text, not by every button's accessible name
    // (that search alone took seconds on a busy machine).
    const showMore = { selector: 'button' };
    expect(await screen.findByText('Trip 19')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByText('Show more', showMore));
    expect(await screen.findByText('Trip 39')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(40);
    fireEvent.click(screen.getByText('Show more', showMore));
    expect(await screen.findByText('Trip 42')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(43);
    expect(screen.queryByText('Show more', showMore)).toBeNull();

    const queries = api.callsTo('GET /api/saved-searches').map((call) => new URLSearchParams(call.search));
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'page-2', 'page-3']);
    expect(queries.every((query) => query.get('limit') === '20')).toBe(true);
  }, 15_000);

  it('has no Show more when everything fits on one page', async () => {
    stubApi(signedIn, { 'GET /api/saved-searches': listOf([familyTrip, soloOneWay]) });
    renderList();

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says there is nothing saved yet', async () => {
    stubApi(signedIn, { 'GET /api/saved-searches': listOf([]) });
    renderList();

    expect(await screen.findByText('No saved searches yet')).toBeDefined();
    expect(screen.getByText('Save your searches to quickly access them later!')).toBeDefined();
  });

  it('Search Again opens the home page with the whole search in its URL', async () => {
    stubApi(signedIn, { 'GET /api/saved-searches': listOf([familyTrip]) });
    const { router } = renderList();

    fireEvent.click(await screen.findByRole('button', { name: 'Search Again' }));

    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    const values = valuesFromSearchQuery(new URLSearchParams(router.state.location.search));
    expect(sanitizeValues(values ?? {}, initialSearchForm())).toEqual({
      budget: '2500',
      budgetPer: 'total',
      currency: 'EUR',
      flightFrom: 'BEG',
      flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
      flightTo: 'CDG',
      flightToName: 'Paris Charles de Gaulle Airport (CDG)',
      departureDate: '2099-06-01',
      returnDate: '2099-06-08',
      flightAdults: 2,
      flightChildren: 1,
      cabinClass: 'PREMIUM_ECONOMY',
      directFlightsOnly: true,
      bags: 'checked',
      isOneWay: false,
      accommodationLocation: 'Paris',
      accommodationCode: '',
      checkInDate: '2099-06-01',
      checkOutDate: '2099-06-08',
      accommodationAdults: 2,
      accommodationChildren: 1,
      childrenAges: [7],
      rooms: 1,
    });
  });

  it('Search Again keeps a budget per traveller as typed, with its basis', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': listOf([{ ...familyTrip, budget: 500, budgetPer: 'traveller' }]),
    });
    const { router } = renderList();

    expect(await screen.findByText('€500 per traveller')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Search Again' }));

    await screen.findByText('Home page');
    const values = valuesFromSearchQuery(new URLSearchParams(router.state.location.search));
    expect(values).toMatchObject({ budget: '500', budgetPer: 'traveller' });
  });

  it('leaves the return date out of a one-way search', async () => {
    stubApi(signedIn, { 'GET /api/saved-searches': listOf([soloOneWay]) });
    const { router } = renderList();

    fireEvent.click(await screen.findByRole('button', { name: 'Search Again' }));

    await screen.findByText('Home page');
    const search = new URLSearchParams(router.state.location.search);
    expect(valuesFromSearchQuery(search)).toMatchObject({ isOneWay: true });
    expect(search.has('return')).toBe(false);
  });

  it('deletes a search only after confirmation, then drops its card', async () => {
    const api = stubApi(signedIn, {
      'GET /api/saved-searches': listOf([familyTrip, soloOneWay]),
      [`DELETE /api/saved-searches/${soloOneWay.id}`]: () => new Response(null, { status: 204 }),
    });
    renderList();
    const deleteButton = await screen.findByRole('button', { name: 'Delete saved search Lisbon getaway' });

    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this saved search?')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(`DELETE /api/saved-searches/${soloOneWay.id}`)).toHaveLength(0);

    fireEvent.click(deleteButton);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Search deleted')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Lisbon getaway')).toBeNull();
    expect(api.callsTo(`DELETE /api/saved-searches/${soloOneWay.id}`)).toHaveLength(1);
    expect(api.callsTo('GET /api/saved-searches')).toHaveLength(1);
  });

  it('keeps the card and says so when the delete fails', async () => {
    stubApi(signedIn, {
      'GET /api/saved-searches': listOf([familyTrip]),
      [`DELETE /api/saved-searches/${familyTrip.id}`]: () => apiError(500, 'Internal error'),
    });
    renderList();

    fireEvent.click(await screen.findByRole('button', { name: /^Delete saved search/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete search')).toBeDefined();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('says loading failed, inline and in a toast', async () => {
    const toastError = vi.spyOn(toast, 'error');
    stubApi(signedIn, { 'GET /api/saved-searches': () => apiError(500, 'Internal error') });
    renderList();

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(toastError).toHaveBeenCalledWith('Failed to load saved searches');
    // The notice beside the button, and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load saved searches')).toHaveLength(2));
  });

  it("does not toast the signed-out 'User must be logged in'", async () => {
    const toastError = vi.spyOn(toast, 'error');
    stubApi(signedIn, { 'GET /api/saved-searches': () => apiError(401, 'User must be logged in') });
    renderList();

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(toastError).not.toHaveBeenCalled();
  });
});
