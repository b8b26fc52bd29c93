import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema, type SearchParamsInput } from '../../core/search-params';
import type {
  FlightOffer,
  HotelOffers,
  HotelSentiment,
  HotelSummary,
  TravelLocation,
} from '../../core/travel-data';
import { TravelProviderError, type TravelProvider } from './port';
import { EmptySearchError, runSearch } from './search-pipeline';

const flight = (id: string, total: number): FlightOffer => ({
  id,
  price: { total: total.toFixed(2), currency: 'EUR' },
  validatingAirlineCodes: ['LH'],
  itineraries: [
    {
      duration: 'PT2H30M',
      segments: [
        {
          departure: { iataCode: 'BEG', at: '2030-06-01T08:00:00' },
          arrival: { iataCode: 'CDG', at: '2030-06-01T10:30:00' },
          carrierCode: 'LH',
          number: '100',
          duration: 'PT2H30M',
        },
      ],
    },
  ],
});

const hotel = (hotelId: string, total: number): HotelOffers => ({
  hotel: { hotelId, name: `Hotel ${hotelId}`, cityCode: 'PAR' },
  offers: [{ id: `offer-${hotelId}`, price: { total: total.toFixed(2), currency: 'EUR' } }],
});

interface Script {
  flights?: FlightOffer[] | Error;
  hotelList?: HotelSummary[] | Error;
  offers?: HotelOffers[];
  sentiments?: HotelSentiment[];
  delays?: Partial<Record<'flights' | 'list' | 'offers' | 'sentiments', number>>;
}

/** A provider that answers from a script after set delays, and records what was called and what was aborted. */
function scriptedProvider(script: Script) {
  const calls: string[] = [];
  const aborted: string[] = [];
  const answer = <T>(name: keyof NonNullable<Script['delays']>, value: T | Error, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push(name);
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        if (value instanceof Error) reject(value);
        else resolve(value);
      }, script.delays?.[name] ?? 0);
      signal.addEventListener('abort', () => {
        if (settled) return;
        clearTimeout(timer);
        aborted.push(name);
        reject(signal.reason);
      });
    });
  const provider: TravelProvider = {
    searchLocations: async (): Promise<TravelLocation[]> => [],
    searchFlightOffers: (_query, signal) => answer('flights', script.flights ?? [flight('F1', 300)], signal),
    listHotelsByCity: (city, signal) =>
      answer('list', script.hotelList ?? [{ hotelId: 'H1', name: 'Hotel H1', cityCode: city }], signal),
    searchHotelOffers: (query, signal) =>
      answer('offers', script.offers ?? query.hotelIds.map((id) => hotel(id, 400)), signal),
    getHotelSentiments: (_ids, signal) => answer('sentiments', script.sentiments ?? [], signal),
  };
  return { provider, calls, aborted };
}

const params = (overrides: Partial<SearchParamsInput> = {}) =>
  createSearchParamsSchema('2030-01-01').parse({
    budget: 1500,
    currency: 'EUR',
    from: 'BEG',
    to: 'CDG',
    toName: 'Paris Charles de Gaulle (CDG)',
    departureDate: '2030-06-01',
    returnDate: '2030-06-08',
    ...overrides,
  });

const never = new AbortController().signal;

describe('runSearch', () => {
  it('returns deals within budget with timings, in the requested currency', async () => {
    const { provider } = scriptedProvider({ flights: [flight('F1', 300), flight('F2', 1400)] });
    const result = await runSearch(provider, params(), never);
    expect(result.currency).toBe('EUR');
    expect(result.deals.map((deal) => deal.id)).toEqual(['F1-H1']);
    expect(result.deals[0]?.totalPrice).toBe(700);
    expect(result.deals[0]?.links.hotel.url).toContain('booking.com');
    expect(result.timings.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('runs the flight search and the hotel chain at the same time', async () => {
    const { provider } = scriptedProvider({
      delays: { flights: 300, list: 100, offers: 150, sentiments: 100 },
    });
    const started = performance.now();
    await runSearch(provider, params(), never);
    const took = performance.now() - started;
    // Sequential would be 300 + 100 + 150 + 100 = 650 ms; the slowest chain is 300 ms.
    expect(took).toBeLessThan(450);
    expect(took).toBeGreaterThanOrEqual(295);
  });

  it('asks for hotel offers and sentiments together, for at most 20 of the listed hotels', async () => {
    const list = Array.from({ length: 120 }, (_, index) => ({
      hotelId: `H${index}`,
      name: `Hotel ${index}`,
      cityCode: 'PAR',
    }));
    let queried: string[] = [];
    const { provider, calls } = scriptedProvider({ hotelList: list });
    const searchHotelOffers = provider.searchHotelOffers;
    provider.searchHotelOffers = (query, signal) => {
      queried = query.hotelIds;
      return searchHotelOffers(query, signal);
    };
    await runSearch(provider, params(), never);
    expect(queried).toEqual(list.slice(0, 20).map((entry) => entry.hotelId));
    expect(calls).toContain('sentiments');
  });

  it('fetches hotel offers and sentiments in parallel', async () => {
    const { provider } = scriptedProvider({ delays: { flights: 0, list: 0, offers: 200, sentiments: 200 } });
    const started = performance.now();
    await runSearch(provider, params(), never);
    // One after the other would take 400 ms.
    expect(performance.now() - started).toBeLessThan(350);
  });

  it('reports no flights first even when the hotel chain fails earlier, and cancels the hotel chain', async () => {
    const { provider, aborted } = scriptedProvider({
      flights: [],
      hotelList: new TravelProviderError('not_found', 'No hotels found in CDG. Please try a different city.'),
      delays: { flights: 50, list: 0 },
    });
    await expect(runSearch(provider, params(), never)).rejects.toEqual(new EmptySearchError('no_flights'));
    expect(aborted).toEqual([]);

    const slowHotels = scriptedProvider({ flights: [], delays: { flights: 0, list: 500 } });
    await expect(runSearch(slowHotels.provider, params(), never)).rejects.toThrow(
      'No flights found for your search criteria',
    );
    expect(slowHotels.aborted).toEqual(['list']);
  });

  it('reports no hotels when the city has none or none has an offer', async () => {
    const noHotels = scriptedProvider({ hotelList: [] });
    await expect(runSearch(noHotels.provider, params(), never)).rejects.toThrow(
      'No hotels found for your destination',
    );
    const soldOut = scriptedProvider({ offers: [{ ...hotel('H1', 100), offers: [] }] });
    await expect(runSearch(soldOut.provider, params(), never)).rejects.toThrow(
      'No hotels found for your destination',
    );
  });

  it('reports no combinations when nothing fits the budget', async () => {
    const { provider } = scriptedProvider({});
    await expect(runSearch(provider, params({ budget: 500 }), never)).rejects.toThrow(
      'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
    );
  });

  it('passes provider failures through with their SPEC message', async () => {
    const { provider } = scriptedProvider({
      flights: new TravelProviderError('rate_limited', 'Rate limit exceeded. Please try again in a moment.'),
    });
    await expect(runSearch(provider, params(), never)).rejects.toThrow(
      'Rate limit exceeded. Please try again in a moment.',
    );
  });

  it('stops every provider call when the caller aborts', async () => {
    const { provider, aborted } = scriptedProvider({ delays: { flights: 1000, list: 1000 } });
    const controller = new AbortController();
    const search = runSearch(provider, params(), controller.signal);
    setTimeout(() => controller.abort(new Error('visitor left')), 20);
    await expect(search).rejects.toThrow('visitor left');
    expect(aborted.sort()).toEqual(['flights', 'list']);
  });

  it('uses the accommodation city code when one was chosen, else the flight destination', async () => {
    const cities: string[] = [];
    const { provider } = scriptedProvider({});
    const listHotelsByCity = provider.listHotelsByCity;
    provider.listHotelsByCity = (city, signal) => {
      cities.push(city);
      return listHotelsByCity(city, signal);
    };
    await runSearch(provider, params(), never);
    await runSearch(provider, params({ whereCode: 'PAR', where: 'Paris' }), never);
    expect(cities).toEqual(['CDG', 'PAR']);
  });

  it('reports its steps in SPEC order', async () => {
    const steps: string[] = [];
    const { provider } = scriptedProvider({});
    await runSearch(provider, params(), never, (step) => steps.push(step));
    expect(steps).toEqual(['flights', 'hotels', 'combining']);
  });
});
