import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchParamsSchema, type SearchParamsInput } from '../../core/search-params';
import type {
  FlightOffer,
  HotelOffers,
  HotelSentiment,
  HotelSummary,
  TravelLocation,
} from '../../core/travel-data';
import type { ExchangeRates } from '../../core/exchange-rates';
import { ExchangeRatesUnavailableError, type ExchangeRateSource } from '../exchange-rates/source';
import { TravelProviderError, type TravelProvider } from './port';
import { EmptySearchError, runSearch, type SearchSources } from './search-pipeline';

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

/**
 * How long the search took on fake timers: the scripted delays all run out, in order, at once; a sequential
 * pipeline would add them up where a parallel one waits only for its slowest chain.
 */
async function timedOnFakeTimers(search: () => Promise<unknown>): Promise<number> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // The fake timers' own clock, which moves only as they run.
  const fakeNow = () => vi.getMockedSystemTime()?.getTime() ?? Number.NaN;
  const started = fakeNow();
  const took = search().then(() => fakeNow() - started);
  await vi.runAllTimersAsync();
  return took;
}

/** Rates that are never there: a search that needs none must not notice. */
const noRates: ExchangeRateSource = { current: async () => undefined };
const using = (travel: TravelProvider, exchangeRates = noRates): SearchSources => ({ travel, exchangeRates });

describe('runSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns deals within budget with timings, in the requested currency', async () => {
    const { provider } = scriptedProvider({ flights: [flight('F1', 300), flight('F2', 1400)] });
    const result = await runSearch(using(provider), params(), never);
    expect(result.currency).toBe('EUR');
    expect(result.deals.map((deal) => deal.id)).toEqual(['F1-H1']);
    expect(result.deals[0]?.totalPrice).toBe(700);
    expect(result.deals[0]?.links.hotel.url).toContain('booking.com');
    expect(result.timings.totalMs).toBeGreaterThanOrEqual(0);
  });

  /** Two adults, a four-year-old and a lap infant. */
  const family = {
    flightAdults: 2,
    flightChildren: 2,
    hotelAdults: 2,
    hotelChildren: 2,
    childrenAges: [4, 1],
  };

  it("links Skyscanner with each child's age and the direct-flights choice", async () => {
    const { provider } = scriptedProvider({ flights: [flight('F1', 300)] });
    const result = await runSearch(using(provider), params({ ...family, directFlights: true }), never);
    const link = new URL(result.deals[0]?.links.flight.url ?? '');
    expect(link.searchParams.get('childrenv2')).toBe('4|1');
    expect(link.searchParams.get('preferdirects')).toBe('true');
  });

  it("estimates each deal's flight CO₂e for the travellers with a seat, a lap infant adding none", async () => {
    const { provider } = scriptedProvider({ flights: [flight('F1', 300)] });
    const economy = await runSearch(using(provider), params(family), never);
    const business = await runSearch(using(provider), params({ ...family, cabinClass: 'BUSINESS' }), never);
    expect(economy.deals[0]?.emissions?.travellers).toBe(3);
    expect(economy.deals[0]?.emissions?.flightKg).toBeGreaterThan(0);
    expect(business.deals[0]?.emissions?.flightKg).toBeGreaterThan(
      economy.deals[0]?.emissions?.flightKg ?? 0,
    );
  });

  it("adds the hotel nights at the hotel country's kg per guest night for every guest, children too", async () => {
    const { provider } = scriptedProvider({ flights: [flight('F1', 300)] });
    const family = {
      hotelAdults: 2,
      hotelChildren: 1,
      childrenAges: [7],
      flightAdults: 2,
      flightChildren: 1,
    };
    const [deal] = (await runSearch(using(provider), params(family), never)).deals;
    // The hotels are in Paris (CDG): France's 4.7 kg per guest night.
    expect(deal?.emissions?.hotelKg).toBe(Math.round(4.7 * 3 * (deal?.stay.nights ?? 0)));
    expect(deal?.stay.nights).toBeGreaterThan(0);
  });

  it('runs the flight search and the hotel chain at the same time', async () => {
    const { provider } = scriptedProvider({
      delays: { flights: 300, list: 100, offers: 150, sentiments: 100 },
    });
    // Sequential would be 300 + 100 + 150 + 100 = 650 ms; the slowest chain is 300 ms.
    expect(await timedOnFakeTimers(() => runSearch(using(provider), params(), never))).toBe(300);
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
    await runSearch(using(provider), params(), never);
    expect(queried).toEqual(list.slice(0, 20).map((entry) => entry.hotelId));
    expect(calls).toContain('sentiments');
  });

  it('fetches hotel offers and sentiments in parallel', async () => {
    const { provider } = scriptedProvider({ delays: { flights: 0, list: 0, offers: 200, sentiments: 200 } });
    // One after the other would take 400 ms.
    expect(await timedOnFakeTimers(() => runSearch(using(provider), params(), never))).toBe(200);
  });

  it('reports no flights first even when the hotel chain fails earlier, and cancels the hotel chain', async () => {
    const { provider, aborted } = scriptedProvider({
      flights: [],
      hotelList: new TravelProviderError('not_found', 'No hotels found in CDG. Please try a different city.'),
      delays: { flights: 50, list: 0 },
    });
    await expect(runSearch(using(provider), params(), never)).rejects.toEqual(
      new EmptySearchError('no_flights'),
    );
    expect(aborted).toEqual([]);

    const slowHotels = scriptedProvider({ flights: [], delays: { flights: 0, list: 500 } });
    await expect(runSearch(using(slowHotels.provider), params(), never)).rejects.toThrow(
      'No flights found for your search criteria',
    );
    expect(slowHotels.aborted).toEqual(['list']);
  });

  it('reports no hotels when the city has none or none has an offer', async () => {
    const noHotels = scriptedProvider({ hotelList: [] });
    await expect(runSearch(using(noHotels.provider), params(), never)).rejects.toThrow(
      'No hotels found for your destination',
    );
    const soldOut = scriptedProvider({ offers: [{ ...hotel('H1', 100), offers: [] }] });
    await expect(runSearch(using(soldOut.provider), params(), never)).rejects.toThrow(
      'No hotels found for your destination',
    );
  });

  it('prices the bags into each flight, so a fare with a paid bag can lose to one that includes it', async () => {
    const paidBag = { ...flight('F1', 300), bagFees: { personal: 0, cabin: 0, checked: 80 } };
    const bagIncluded = { ...flight('F2', 400), bagFees: { personal: 0, cabin: 0, checked: 0 } };
    const { provider } = scriptedProvider({ flights: [paidBag, bagIncluded] });
    // Without the bags F1 (300 + 400) would fit first; with two checked bags at 80 it costs 860, over 850.
    const search = params({ bags: 'checked', flightAdults: 2, budget: 850 });
    const result = await runSearch(using(provider), search, never);
    expect(result.deals.map((deal) => [deal.id, deal.flight.price, deal.totalPrice])).toEqual([
      ['F2-H1', 400, 800],
    ]);
    expect(result.deals[0]?.flight.bags).toEqual({ choice: 'checked', count: 2, amount: 0, known: true });
  });

  it('reports no flights when no offer can carry the bags asked for', async () => {
    const noHold = { ...flight('F1', 300), bagFees: { personal: 0, cabin: 0, checked: null } };
    const { provider } = scriptedProvider({ flights: [noHold] });
    const failure = runSearch(using(provider), params({ bags: 'checked' }), never);
    await expect(failure).rejects.toBeInstanceOf(EmptySearchError);
    await expect(failure).rejects.toMatchObject({ code: 'no_flights' });
  });

  it('reports no combinations when nothing fits the budget', async () => {
    const { provider } = scriptedProvider({});
    await expect(runSearch(using(provider), params({ budget: 500 }), never)).rejects.toThrow(
      'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
    );
  });

  it('passes provider failures through with their product.md message', async () => {
    const { provider } = scriptedProvider({
      flights: new TravelProviderError('rate_limited', 'Rate limit exceeded. Please try again in a moment.'),
    });
    await expect(runSearch(using(provider), params(), never)).rejects.toThrow(
      'Rate limit exceeded. Please try again in a moment.',
    );
  });

  it('stops every provider call when the caller aborts', async () => {
    const { provider, aborted } = scriptedProvider({ delays: { flights: 1000, list: 1000 } });
    const controller = new AbortController();
    const search = runSearch(using(provider), params(), controller.signal);
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
    await runSearch(using(provider), params(), never);
    await runSearch(using(provider), params({ whereCode: 'PAR', where: 'Paris' }), never);
    expect(cities).toEqual(['CDG', 'PAR']);
  });

  it('reports its steps in the order of product.md §4.1', async () => {
    const steps: string[] = [];
    const { provider } = scriptedProvider({});
    await runSearch(using(provider), params(), never, { onStep: (step) => steps.push(step) });
    expect(steps).toEqual(['flights', 'hotels', 'combining']);
  });

  describe('offers in another currency than the search', () => {
    const rates: ExchangeRates = { base: 'EUR', date: '2030-05-31', rates: { GBP: 0.8523, USD: 1.0712 } };
    /** A rate source that counts how often it is asked. */
    const countingRates = (answer: ExchangeRates | undefined) => {
      const source = {
        asked: 0,
        current: async () => {
          source.asked += 1;
          return answer;
        },
      };
      return source;
    };
    const inPounds = (offer: FlightOffer): FlightOffer => ({
      ...offer,
      price: { ...offer.price, currency: 'GBP' },
    });

    it('converts them into the search currency before combining, keeping the original price', async () => {
      const { provider } = scriptedProvider({ flights: [inPounds(flight('F1', 412.3))] });
      const source = countingRates(rates);
      const result = await runSearch(using(provider, source), params(), never);
      // GBP 412.30 ÷ 0.8523 = EUR 483.75, plus the EUR 400 hotel.
      expect(result.deals[0]?.flight).toMatchObject({
        price: 483.75,
        convertedFrom: { amount: 412.3, currency: 'GBP' },
      });
      expect(result.deals[0]?.totalPrice).toBe(883.75);
      expect(result.deals[0]?.hotel).not.toHaveProperty('convertedFrom');
      expect(source.asked).toBe(1);
    });

    it('never asks for rates when every offer is in the search currency', async () => {
      const { provider } = scriptedProvider({});
      const source = countingRates(rates);
      await runSearch(using(provider, source), params(), never);
      expect(source.asked).toBe(0);
    });

    it('fails with a clear message, never a wrong total, without rates that convert them', async () => {
      const { provider } = scriptedProvider({ flights: [inPounds(flight('F1', 412.3))] });
      await expect(runSearch(using(provider, countingRates(undefined)), params(), never)).rejects.toEqual(
        new ExchangeRatesUnavailableError('EUR'),
      );
      const withoutPounds = countingRates({ ...rates, rates: { USD: 1.0712 } });
      await expect(runSearch(using(provider, withoutPounds), params(), never)).rejects.toThrow(
        'We could not convert prices into EUR right now. Please try again later.',
      );
    });
  });
});
