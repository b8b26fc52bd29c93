import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExploreAnswer, ExploreDestination } from '../../core/explore';
import { addDays, localIsoDate } from '../../core/iso-date';
import { apiError, json, renderRoutes, stubApi } from '../features/auth/session.test-helpers';
import { ExplorePage } from './explore-page';

const month = addDays(localIsoDate(new Date()), 60).slice(0, 7);
const destination = (
  code: string,
  name: string,
  totalPrice: number,
  extra: Partial<ExploreDestination> = {},
) =>
  ({
    code,
    name,
    countryCode: 'PT',
    countryName: 'Portugal',
    region: 'europe',
    latitude: 38.77,
    longitude: -9.13,
    totalPrice,
    flightPrice: totalPrice - 200,
    hotelPrice: 200,
    departureDate: `${month}-09`,
    returnDate: `${month}-12`,
    nights: 3,
    stops: 0,
    pricedAt: new Date().toISOString(),
    estimate: false,
    ...extra,
  }) satisfies ExploreDestination;

const answer: ExploreAnswer = {
  currency: 'EUR',
  origin: { code: 'BEG', name: 'Belgrade', latitude: 44.82, longitude: 20.31 },
  destinations: [
    destination('LIS', 'Lisbon', 612.5, { typicalPrice: 800 }),
    destination('TUN', 'Tunis', 650, {
      region: 'africa',
      countryCode: 'TN',
      countryName: 'Tunisia',
      stops: 1,
    }),
  ],
};

const exploreUrl = `/explore?from=BEG&fromName=Belgrade+(BEG)&budget=800&currency=EUR&month=${month}&nights=2-4&adults=2`;
const routes = [
  { path: '/explore', Component: ExplorePage },
  { path: '/', Component: () => <p>home</p> },
];

describe('ExplorePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with an answer', () => {
    let api: ReturnType<typeof stubApi>;
    beforeEach(() => {
      api = stubApi(null, { 'GET /api/explore': () => json(answer) });
    });

    it('asks the API for the explore in the URL and lists its destinations with their split price', async () => {
      renderRoutes(routes, exploreUrl);
      expect(await screen.findByRole('heading', { name: '2 destinations within €800' })).toBeDefined();
      expect(
        screen.getByText(
          'Totals count the hotel from the day you fly out; a search for a destination counts the nights from when you land.',
        ),
      ).toBeDefined();
      expect(api.callsTo('GET /api/explore')[0]?.search).toBe(
        `?from=BEG&budget=800&currency=EUR&month=${month}&nights=2-4&adults=2&children=0&rooms=1&level=mid&lang=en`,
      );
      const list = screen.getByRole('list', { name: 'Destinations' });
      const lisbon = within(list).getAllByRole('listitem')[0];
      expect(lisbon?.textContent).toContain('Lisbon');
      expect(lisbon?.textContent).toContain('€612.50');
      expect(lisbon?.textContent).toContain('Flight €412.50 + hotel €200');
      expect(lisbon?.textContent).toContain('23% below usual');
      expect(lisbon?.textContent).toContain('Priced just now');
    });

    it('filters by region and sorts by value without asking again', async () => {
      renderRoutes(routes, exploreUrl);
      await screen.findByRole('heading', { name: '2 destinations within €800' });
      fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'africa' } });
      const list = screen.getByRole('list', { name: 'Destinations' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('h3')?.textContent),
      ).toEqual(['Tunis']);
      expect(api.callsTo('GET /api/explore')).toHaveLength(1);
    });

    it('asks again for direct flights only, through the URL', async () => {
      const { router } = renderRoutes(routes, exploreUrl);
      await screen.findByRole('heading', { name: '2 destinations within €800' });
      fireEvent.click(screen.getByLabelText('Direct flights only'));
      await waitFor(() => expect(router.state.location.search).toContain('direct=true'));
      await waitFor(() => expect(api.callsTo('GET /api/explore')).toHaveLength(2));
    });

    it('asks for the bags in the URL and keeps them in the search of a destination', async () => {
      const { router } = renderRoutes(routes, `${exploreUrl}&bags=checked`);
      expect((await screen.findByLabelText<HTMLSelectElement>('Bags per traveler')).value).toBe('checked');
      await waitFor(() => expect(api.callsTo('GET /api/explore')[0]?.search).toContain('&bags=checked'));
      fireEvent.click(await screen.findByRole('link', { name: 'See deals for Lisbon' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(new URLSearchParams(router.state.location.search).get('bags')).toBe('checked');
    });

    it('opens the search of a destination on the home page', async () => {
      const { router } = renderRoutes(routes, exploreUrl);
      fireEvent.click(await screen.findByRole('link', { name: 'See deals for Lisbon' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      const search = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(search)).toMatchObject({
        from: 'BEG',
        to: 'LIS',
        toName: 'Lisbon (LIS)',
        depart: `${month}-09`,
        return: `${month}-12`,
        budget: '800',
        currency: 'EUR',
        adults: '2',
      });
    });
  });

  describe('by cabin, weekends and CO₂ (issue 30)', () => {
    const co2Answer: ExploreAnswer = {
      ...answer,
      destinations: [
        destination('LIS', 'Lisbon', 612.5, {
          emissions: { flightKg: 820, hotelKg: 80, travellers: 2, source: 'model' },
          history: { verdict: 'low', typicalLow: 700, typicalHigh: 900 },
        }),
        destination('TUN', 'Tunis', 650, {
          region: 'africa',
          countryCode: 'TN',
          countryName: 'Tunisia',
          emissions: { flightKg: 250, hotelKg: 50, travellers: 2, source: 'model' },
          history: { verdict: 'high', typicalLow: 480, typicalHigh: 560 },
        }),
        destination('ATH', 'Athens', 700, { countryCode: 'GR', countryName: 'Greece' }),
      ],
    };
    let api: ReturnType<typeof stubApi>;
    beforeEach(() => {
      api = stubApi(null, { 'GET /api/explore': () => json(co2Answer) });
    });
    const names = () =>
      within(screen.getByRole('list', { name: 'Destinations' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h3')?.textContent);

    it('reads the cabin and weekends from the URL, asks the API for them and keeps the cabin in a search', async () => {
      const { router } = renderRoutes(
        routes,
        `${exploreUrl.replace('nights=2-4', 'nights=weekend')}&cabin=BUSINESS`,
      );
      expect((await screen.findByLabelText<HTMLSelectElement>('Cabin class')).value).toBe('BUSINESS');
      const nights = screen.getByLabelText<HTMLSelectElement>('Trip length');
      expect(nights.value).toBe('weekend');
      expect(within(nights).getByRole('option', { name: 'Weekends (Thu/Fri – Sun/Mon)' })).toBeDefined();
      await waitFor(() => expect(api.callsTo('GET /api/explore')).toHaveLength(1));
      const asked = new URLSearchParams(api.callsTo('GET /api/explore')[0]?.search);
      expect(asked.get('nights')).toBe('weekend');
      expect(asked.get('cabin')).toBe('BUSINESS');
      fireEvent.click(await screen.findByRole('link', { name: 'See deals for Lisbon' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(new URLSearchParams(router.state.location.search).get('cabin')).toBe('BUSINESS');
    });

    it('explores in the cabin and trip length the form is given', async () => {
      const { router } = renderRoutes(routes, exploreUrl);
      await screen.findByRole('heading', { name: '3 destinations within €800' });
      fireEvent.change(screen.getByLabelText('Cabin class'), { target: { value: 'FIRST' } });
      fireEvent.change(screen.getByLabelText('Trip length'), { target: { value: 'weekend' } });
      fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
      await waitFor(() => expect(router.state.location.search).toContain('cabin=FIRST'));
      expect(router.state.location.search).toContain('nights=weekend');
      await waitFor(() => expect(api.callsTo('GET /api/explore')).toHaveLength(2));
    });

    it('shows each trip’s CO₂ and sorts by the lowest, those without an estimate last', async () => {
      renderRoutes(routes, exploreUrl);
      await screen.findByRole('heading', { name: '3 destinations within €800' });
      expect(names()).toEqual(['Lisbon', 'Tunis', 'Athens']);
      const [lisbon] = within(screen.getByRole('list', { name: 'Destinations' })).getAllByRole('listitem');
      expect(lisbon?.textContent).toContain('≈ 900 kg CO₂e for 2 travellers');
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'co2' } });
      expect(names()).toEqual(['Tunis', 'Lisbon', 'Athens']);
      expect(api.callsTo('GET /api/explore')).toHaveLength(1);
    });

    it('says where the trip’s total sits among its recent totals, with the typical band', async () => {
      renderRoutes(routes, exploreUrl);
      await screen.findByRole('heading', { name: '3 destinations within €800' });
      const [lisbon, tunis, athens] = within(screen.getByRole('list', { name: 'Destinations' })).getAllByRole(
        'listitem',
      );
      const lowBadge = within(lisbon as HTMLElement).getByText('Low for this trip').parentElement;
      expect(lowBadge?.getAttribute('title')).toBe('typical €700–€900');
      expect(lowBadge?.textContent).toContain('typical €700–€900');
      expect(within(tunis as HTMLElement).getByText('High for this trip')).toBeDefined();
      expect(tunis?.textContent).toContain('typical €480–€560');
      expect(athens?.textContent).not.toContain('typical');
      expect(athens?.textContent).not.toContain('CO₂e');
    });
  });

  it('shows the form alone before an explore, and asks for an origin chosen from the suggestions', async () => {
    const api = stubApi(null);
    renderRoutes(routes, '/explore');
    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose where you fly from in the suggestions.',
    );
    expect(api.callsTo('GET /api/explore')).toHaveLength(0);
  });

  it('tells the server error in the visitor language', async () => {
    stubApi(null, {
      'GET /api/explore': () =>
        apiError(503, 'Explore is not available: no fare source is set up.', 'explore_not_configured'),
    });
    renderRoutes(routes, exploreUrl);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Explore is not available on this site yet: it has no fare source.',
    );
  });

  it('says when the site has economy fares only, in the visitor language', async () => {
    stubApi(null, {
      'GET /api/explore': () =>
        apiError(
          400,
          'cabin: Explore has fares in economy only here, not BUSINESS.',
          'explore_cabin_unavailable',
        ),
    });
    renderRoutes(routes, `${exploreUrl}&cabin=BUSINESS`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Explore has economy fares only on this site. Choose Economy, or search a destination in your cabin.',
    );
  });

  it('says when nothing fits', async () => {
    stubApi(null, { 'GET /api/explore': () => json({ ...answer, destinations: [] }) });
    renderRoutes(routes, exploreUrl);
    expect(await screen.findByText(/Nothing fits this budget for these dates/)).toBeDefined();
  });
});
