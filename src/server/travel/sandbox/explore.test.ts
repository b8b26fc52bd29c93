import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagChoices, type BagChoice } from '../../../core/bag-choices';
import type { CurrencyCode } from '../../../core/currencies';
import { cabinClasses, type CabinClass } from '../../../core/cabin-classes';
import {
  exploreWindow,
  isWeekendTrip,
  parseExploreNights,
  type ExplorePageNights,
} from '../../../core/explore';
import type { HotelLevel } from '../../../core/hotel-levels';
import { createSearchParamsSchema } from '../../../core/search-params';
import type { ExploreTripQuery } from '../explore-port';
import { exploreAnswer, exploreOrigin } from '../explore-answer';
import { runSearch } from '../search-pipeline';
import { createSandboxExploreSource } from './explore';
import { createSandboxProvider } from '.';

const today = '2030-01-10';
const never = new AbortController().signal;
const origin = (code: string) => {
  const place = exploreOrigin(code);
  if (!place) throw new Error(`no place ${code}`);
  return place;
};
const pricedAt = new Date('2030-01-10T08:00:00Z');
/** Explore and the search price on the same day of the sandbox's clock. */
const sandboxClock = () => pricedAt.getTime();
const explore = createSandboxExploreSource(() => pricedAt, sandboxClock);
const sourcesOn = (clock: () => number) => ({
  travel: createSandboxProvider(clock),
  exchangeRates: { current: async () => undefined },
});
const sources = sourcesOn(sandboxClock);

interface Case {
  origin: string;
  month: string;
  nights: ExplorePageNights;
  adults: number;
  children: number;
  rooms: number;
  level: HotelLevel;
  directOnly: boolean;
  cabin: CabinClass;
  bags: BagChoice;
  currency: CurrencyCode;
  budget: number;
}

/** Two adults from Belgrade, a week in March 2030, a mid-range hotel, no budget cut, unless a test says otherwise. */
const belgradeInMarch: Case = {
  origin: 'BEG',
  month: '2030-03',
  nights: '5-7',
  adults: 2,
  children: 0,
  rooms: 1,
  level: 'mid',
  directOnly: false,
  cabin: 'ECONOMY',
  bags: 'cabin',
  currency: 'EUR',
  budget: 1_000_000,
};
const marchTrip = (change: Partial<Case> = {}) => tripQuery({ ...belgradeInMarch, ...change });

function tripQuery(test: Case): ExploreTripQuery {
  const nights = parseExploreNights(test.nights);
  if ('problem' in nights) throw new Error(nights.problem);
  const window = exploreWindow(test.month, nights, today);
  if (!window) throw new Error(`no dates in ${test.month}`);
  const { origin, adults, children, rooms, level, directOnly, cabin, bags, currency, budget } = test;
  const childrenAges = Array.from({ length: children }, (_, index) => 4 + index);
  return {
    origin,
    window,
    minNights: nights.min,
    maxNights: nights.max,
    weekend: nights.weekend,
    adults,
    children,
    childrenAges,
    rooms,
    level,
    directOnly,
    cabin,
    bags,
    currency,
    budget,
  };
}

/** Every deal's total a search for the destination's code and dates finds, with the same travellers and rooms. */
async function searchTotals(
  query: ExploreTripQuery,
  code: string,
  departure: string,
  back: string,
  searchSources = sources,
): Promise<number[]> {
  const params = createSearchParamsSchema(today).parse({
    budget: query.budget,
    currency: query.currency,
    from: query.origin,
    to: code,
    departureDate: departure,
    returnDate: back,
    flightAdults: query.adults,
    flightChildren: query.children,
    directFlights: query.directOnly,
    cabinClass: query.cabin,
    bags: query.bags,
    hotelAdults: query.adults,
    hotelChildren: query.children,
    childrenAges: query.childrenAges,
    rooms: query.rooms,
  });
  const result = await runSearch(searchSources, params, never);
  return result.deals.map((deal) => deal.totalPrice);
}

/** The cheapest deal a search for the destination's code and dates finds. */
async function cheapestSearchTotal(...args: Parameters<typeof searchTotals>) {
  return Math.min(...(await searchTotals(...args)));
}

// A timeout of its own: each test builds one or more explore indexes (an origin's window for one cabin and range of
// nights), the seconds of CPU an uncached explore costs (the server runs them in a worker thread, EXPLORE_COLD_LIMIT
// at a time); past 5 s when other processes share the cores. Tests that build many have longer ones.
describe('sandbox explore', { timeout: 30_000 }, () => {
  it('answers 300 or more destinations from a large airport, each with its dates and a split price', async () => {
    const query = marchTrip();
    const trips = await explore.findTrips(query, never);
    expect(trips.length).toBeGreaterThanOrEqual(300);
    for (const trip of trips) {
      expect(trip.departureDate >= '2030-03-01' && trip.departureDate <= '2030-03-31').toBe(true);
      const nights = (Date.parse(trip.returnDate) - Date.parse(trip.departureDate)) / 86_400_000;
      expect(nights).toBeGreaterThanOrEqual(5);
      expect(nights).toBeLessThanOrEqual(7);
      expect(trip.flightPrice).toBeGreaterThan(0);
      expect(trip.hotelPrice).toBeGreaterThan(0);
      expect(trip).toMatchObject({ estimate: false, pricedAt: pricedAt.toISOString() });
    }
  });

  it('never promises what the search cannot find: a search for the dates finds a deal at or below the total', async () => {
    const origins = ['BEG', 'JFK', 'LHR', 'SYD', 'NRT', 'GRU', 'JNB'];
    const months = ['2030-02', '2030-05', '2030-08', '2030-12', 'next3'];
    const cases = fc.sample(
      fc
        .record({
          origin: fc.constantFrom(...origins),
          month: fc.constantFrom(...months),
          nights: fc.constantFrom<ExplorePageNights>('2-4', '5-7', '8-14', 'weekend'),
          adults: fc.integer({ min: 1, max: 4 }),
          children: fc.integer({ min: 0, max: 2 }),
          rooms: fc.integer({ min: 1, max: 2 }),
          level: fc.constantFrom<HotelLevel>('budget', 'mid', 'comfort'),
          directOnly: fc.boolean(),
          cabin: fc.constantFrom(...cabinClasses),
          bags: fc.constantFrom(...bagChoices),
          currency: fc.constantFrom<CurrencyCode>('EUR', 'USD', 'GBP', 'RSD', 'CNY'),
          budget: fc.integer({ min: 400, max: 6000 }),
        })
        .filter((test) => test.adults + test.children <= 4 * test.rooms),
      { numRuns: 14, seed: 20301 },
    );
    let checked = 0;
    for (const test of cases) {
      const query = tripQuery(test);
      const answer = exploreAnswer(
        origin(test.origin),
        await explore.findTrips(query, never),
        test.budget,
        test.currency,
      );
      // Up to four per case across the list: the cheapest, the dearest within budget and two between.
      const list = answer.destinations;
      const picks = new Set([
        0,
        Math.floor(list.length / 3),
        Math.floor((2 * list.length) / 3),
        list.length - 1,
      ]);
      for (const index of picks) {
        const destination = list[index];
        if (!destination) continue;
        expect(destination.totalPrice).toBeLessThanOrEqual(test.budget);
        const found = await cheapestSearchTotal(
          query,
          destination.code,
          destination.departureDate,
          destination.returnDate,
        );
        expect(found, `${test.origin}→${destination.code} ${destination.departureDate}`).toBeLessThanOrEqual(
          destination.totalPrice,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(16);
  }, 60_000);

  it('finds the total to the cent: the flight and the hotel a search prices for those dates', async () => {
    const query = marchTrip({ nights: '2-4', children: 1, level: 'budget', budget: 800 });
    const answer = exploreAnswer(origin('BEG'), await explore.findTrips(query, never), 800, 'EUR');
    const [first] = answer.destinations;
    if (!first) throw new Error('nothing within €800 from Belgrade');
    const found = await cheapestSearchTotal(query, first.code, first.departureDate, first.returnDate);
    expect(found).toBe(first.totalPrice);
  });

  it('is one of the search’s deals to the cent on every day the sandbox prices on, and moves with the day', async () => {
    const query = marchTrip({ nights: '2-4', level: 'budget', budget: 800 });
    const firstTotals: number[] = [];
    // Weeks ahead, the night before the window and the window's first week: the booking curve's three parts.
    for (const day of ['2030-01-10', '2030-02-28', '2030-03-04']) {
      const clock = () => Date.parse(`${day}T12:00:00Z`);
      const onDay = createSandboxExploreSource(() => pricedAt, clock);
      const trips = await onDay.findTrips(query, never);
      const [first] = exploreAnswer(origin('BEG'), trips, 800, 'EUR').destinations;
      if (!first) throw new Error(`nothing within €800 from Belgrade on ${day}`);
      const totals = await searchTotals(
        query,
        first.code,
        first.departureDate,
        first.returnDate,
        sourcesOn(clock),
      );
      // Explore's trip is one of the search's deals to the cent. A flight landing after midnight can make another
      // cheaper (the search books the nights from landing, explore from departure), never a dearer one.
      expect(totals, day).toContain(first.totalPrice);
      expect(Math.min(...totals), day).toBeLessThanOrEqual(first.totalPrice);
      firstTotals.push(first.totalPrice);
    }
    expect(new Set(firstTotals).size).toBe(firstTotals.length);
  });

  it('finds the total to the cent with each bag choice, dearer with more bags', async () => {
    const totals: number[] = [];
    for (const bags of bagChoices) {
      const query = marchTrip({ nights: '2-4', bags, level: 'budget', budget: 900 });
      const [first] = exploreAnswer(
        origin('BEG'),
        await explore.findTrips(query, never),
        900,
        'EUR',
      ).destinations;
      if (!first) throw new Error(`nothing within €900 from Belgrade with ${bags}`);
      const found = await cheapestSearchTotal(query, first.code, first.departureDate, first.returnDate);
      expect(found, bags).toBe(first.totalPrice);
      totals.push(first.totalPrice);
    }
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('prices the cabin as a search in it does: dearer in business, and its search finds the trip to the cent', async () => {
    for (const bags of bagChoices) {
      const economy = marchTrip({ nights: '2-4', bags, level: 'budget' });
      const business = marchTrip({ nights: '2-4', bags, level: 'budget', cabin: 'BUSINESS' });
      const economyTrips = new Map(
        (await explore.findTrips(economy, never)).map((trip) => [trip.destination, trip]),
      );
      const [first] = exploreAnswer(
        origin('BEG'),
        await explore.findTrips(business, never),
        business.budget,
        'EUR',
      ).destinations;
      if (!first) throw new Error(`nothing from Belgrade in business with ${bags}`);
      expect(first.flightPrice, bags).toBeGreaterThan(economyTrips.get(first.code)?.flightPrice ?? Infinity);
      const totals = await searchTotals(business, first.code, first.departureDate, first.returnDate);
      expect(totals, bags).toContain(first.totalPrice);
      expect(Math.min(...totals), bags).toBe(first.totalPrice);
    }
  });

  it('prices premium economy and first between and above, for every destination', async () => {
    const byCabin = async (cabin: CabinClass) =>
      new Map(
        (await explore.findTrips(marchTrip({ nights: '2-4', cabin, bags: 'personal' }), never)).map(
          (trip) => [trip.destination, trip.flightPrice],
        ),
      );
    const [economy, premium, first] = await Promise.all([
      byCabin('ECONOMY'),
      byCabin('PREMIUM_ECONOMY'),
      byCabin('FIRST'),
    ]);
    for (const [code, fare] of economy) {
      expect(premium.get(code), code).toBeGreaterThan(fare);
      expect(first.get(code), code).toBeGreaterThan(premium.get(code) ?? Infinity);
    }
  });

  it('prices weekends only: out on a Thursday or Friday, back on the Sunday or Monday, found by the search', async () => {
    const query = marchTrip({ nights: 'weekend', level: 'budget' });
    const trips = await explore.findTrips(query, never);
    expect(trips.length).toBeGreaterThanOrEqual(300);
    const weekdays = new Set<string>();
    for (const trip of trips) {
      expect(isWeekendTrip(trip.departureDate, trip.returnDate), trip.departureDate).toBe(true);
      const out = new Date(`${trip.departureDate}T00:00:00Z`).getUTCDay();
      const back = new Date(`${trip.returnDate}T00:00:00Z`).getUTCDay();
      weekdays.add(`${out}-${back}`);
    }
    // Thursday or Friday out, Sunday or Monday back: all four pairs occur over 430 cities.
    expect([...weekdays].sort()).toEqual(['4-0', '4-1', '5-0', '5-1']);
    const [first] = exploreAnswer(origin('BEG'), trips, query.budget, 'EUR').destinations;
    if (!first) throw new Error('no weekend from Belgrade');
    expect(await cheapestSearchTotal(query, first.code, first.departureDate, first.returnDate)).toBe(
      first.totalPrice,
    );
  });

  it('prices only direct flights when asked, and better hotels for a higher level', async () => {
    const base: Case = { ...belgradeInMarch, level: 'budget' };
    const byCode = async (test: Case) =>
      new Map((await explore.findTrips(tripQuery(test), never)).map((trip) => [trip.destination, trip]));
    const any = await byCode(base);
    const direct = await byCode({ ...base, directOnly: true });
    expect(direct.size).toBeLessThan(any.size);
    for (const trip of direct.values()) expect(trip.stops).toBe(0);
    const comfort = await byCode({ ...base, level: 'comfort' });
    const paris = [any.get('PAR'), comfort.get('PAR')];
    expect(paris[1]?.hotelPrice).toBeGreaterThan(paris[0]?.hotelPrice ?? Infinity);
  });

  it('refuses an origin it does not know', async () => {
    const query = marchTrip({ origin: 'QQQ', adults: 1, budget: 800 });
    await expect(explore.findTrips(query, never)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('stops at once when the request is gone', async () => {
    const query = marchTrip({ adults: 1, budget: 800 });
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(explore.findTrips(query, gone.signal)).rejects.toThrow('gone');
  });
});
