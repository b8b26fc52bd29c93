import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, signedIn, stubApi } from '../features/auth/session.test-helpers';
import { anaProfile } from '../features/profile/profile.fixture';
import { testDeal } from '../features/results/deal.fixture';
import { HomePage } from './home-page';
import { addDays, localIsoDate } from '../../core/iso-date';

describe('HomePage', () => {
  // The results and the date grid are chunks the page loads on its first search; on a cold worker that import
  // (transforming the results feature) took seconds of the first test's 5 s on a busy machine. Loaded here, the
  // page's own import finds them ready.
  beforeAll(async () => {
    await Promise.all([
      import('../features/results/search-outcome'),
      import('../features/results/date-grid'),
    ]);
  });
  beforeEach(() => stubApi(null));
  afterEach(() => vi.unstubAllGlobals());

  /** A search API that answers every search with one deal, in newline-delimited JSON as the server streams it. */
  function stubSearch() {
    const deal = testDeal();
    return stubApi(null, {
      'POST /api/search': () =>
        new Response(`${JSON.stringify({ type: 'result', deals: [deal], currency: 'EUR', timings })}\n`, {
          headers: { 'content-type': 'application/x-ndjson' },
        }),
    });
  }
  const timings = { flightsMs: 1, hotelsMs: 1, combineMs: 1, totalMs: 3 };
  // Within the 360 days a search may look ahead.
  const departure = addDays(localIsoDate(new Date()), 30);
  const returnDate = addDays(departure, 7);
  const searchUrl =
    `/?from=BEG&fromName=Belgrade+(BEG)&to=CDG&toName=Paris+(CDG)&depart=${departure}&return=${returnDate}` +
    '&budget=1200&currency=EUR&adults=2';

  it('fills the form from the search in the URL and runs it, as after a reload or from a shared link', async () => {
    const api = stubSearch();
    renderRoutes([{ path: '/', Component: HomePage }], searchUrl);

    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('Belgrade (BEG)');
    expect(await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 })).toBeDefined();
    expect(api.callsTo('POST /api/search')).toHaveLength(1);
    expect(api.callsTo('POST /api/search')[0]?.body).toMatchObject({
      budget: 1200,
      currency: 'EUR',
      from: 'BEG',
      to: 'CDG',
      departureDate: departure,
      returnDate,
      flightAdults: 2,
      hotelAdults: 2,
    });
  });

  it.each(['Palma de Mallorca', 'Frankfurt am Main', 'Rio de Janeiro'])(
    'searches the whole city %s from a link without stay=, as Explore writes it',
    async (city) => {
      const api = stubSearch();
      const query = new URLSearchParams({ from: 'LHR', to: 'XXX', toName: `${city} (XXX)` });
      renderRoutes(
        [{ path: '/', Component: HomePage }],
        `/?${query.toString()}&depart=${departure}&return=${returnDate}&budget=1200&currency=EUR`,
      );

      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'City' }).value).toBe(city);
      await waitFor(() => expect(api.callsTo('POST /api/search')).toHaveLength(1));
      expect(api.callsTo('POST /api/search')[0]?.body).toMatchObject({ where: city });
    },
  );

  it('keeps a sort change in the URL without running the search again or refilling the form', async () => {
    const api = stubSearch();
    const { router } = renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '1500' } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=price'));
    expect(router.state.location.search).toContain('budget=1200');
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1500');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /api/search')).toHaveLength(1);
  });

  it('marks the results as the previous search when a changed search is refused, until one runs', async () => {
    stubSearch();
    renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });
    expect(screen.queryByText('Results for your previous search')).toBeNull();

    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));
    expect(await screen.findByText('Results for your previous search')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Hôtel Lumière' })).toBeDefined();

    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));
    await waitFor(() => expect(screen.queryByText('Results for your previous search')).toBeNull());
  });

  it('marks the results as the previous search when a link asks for 5 adults in 1 room', async () => {
    stubSearch();
    const { router } = renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });

    await act(() => router.navigate(`${searchUrl}&guests=5&rooms=1`));
    expect(await screen.findByText('Results for your previous search')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Hôtel Lumière' })).toBeDefined();
  });

  it('puts a submitted search in the URL, and Back shows the search before it again', async () => {
    const api = stubSearch();
    const { router } = renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });

    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));
    await waitFor(() => expect(router.state.location.search).toContain('budget=1500'));
    await waitFor(() => expect(api.callsTo('POST /api/search')).toHaveLength(2));
    expect(api.callsTo('POST /api/search')[1]?.body).toMatchObject({ budget: 1500 });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200'));
    await waitFor(() => expect(api.callsTo('POST /api/search')).toHaveLength(3));
    expect(api.callsTo('POST /api/search')[2]?.body).toMatchObject({ budget: 1200 });
  });

  it('runs the same search again in place when it is submitted unchanged', async () => {
    const api = stubSearch();
    const { router } = renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));
    await waitFor(() => expect(api.callsTo('POST /api/search')).toHaveLength(2));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('fills the form from a link with a past date but runs nothing, and says why', async () => {
    const api = stubSearch();
    renderRoutes([{ path: '/', Component: HomePage }], searchUrl.replace(departure, '2020-04-01'));

    expect(await screen.findByText('The departure date cannot be in the past')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
    expect(api.callsTo('POST /api/search')).toHaveLength(0);
  });

  it('closes the error toasts of a failed search once a search finds deals', async () => {
    let calls = 0;
    const deal = testDeal();
    stubApi(null, {
      'POST /api/search': () => {
        calls += 1;
        const line =
          calls === 1
            ? { type: 'error', status: 404, error: { code: 'no_deals', message: 'No combinations found' } }
            : { type: 'result', deals: [deal], currency: 'EUR', timings };
        return new Response(`${JSON.stringify(line)}\n`, {
          headers: { 'content-type': 'application/x-ndjson' },
        });
      },
    });
    renderRoutes([{ path: '/', Component: HomePage }], searchUrl);
    const failure = /No combinations found within your budget/;
    await waitFor(() => expect(screen.getAllByText(failure).length).toBeGreaterThan(0), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));
    await screen.findByRole('heading', { name: 'Hôtel Lumière' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByText('Found 1 deal within your budget!')).toBeDefined());
    await waitFor(() =>
      expect(
        screen.queryAllByText(failure).filter((element) => element.closest('[data-sonner-toast]')),
      ).toEqual([]),
    );
  });

  it('starts empty without a search in the URL', () => {
    renderRoutes([{ path: '/', Component: HomePage }]);
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('');
    expect(
      screen.getByText('Enter your budget and travel preferences above to discover amazing deals'),
    ).toBeDefined();
  });

  it("starts the search in the signed-in user's preferred currency", async () => {
    stubApi(signedIn, { 'GET /api/profile': () => json(anaProfile) });
    renderRoutes([{ path: '/', Component: HomePage }]);

    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('EUR'));
  });
});
