import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/core/deal';
import { isWeekendTrip, type ExploreAnswer } from '../../src/core/explore';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** A month about two months ahead, as a visitor planning a trip would pick. */
const month = daysFromNow(60).slice(0, 7);

describe('GET /api/explore on the sandbox', () => {
  let server: TestServer;
  let clients = 0;
  // Each request from its own client address, unless a test is about the per-client limit.
  const get = (query: string, client = `198.51.100.${++clients % 250}`) =>
    server.fetch(`/api/explore?${query}`, { headers: { 'x-forwarded-for': client } });
  const explore = async (query: string) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return (await response.json()) as ExploreAnswer;
  };

  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers every destination within the budget, cheapest first, with its dates and split price', async () => {
    const answer = await explore(`from=BEG&budget=800&currency=EUR&month=${month}&nights=2-4&adults=2`);
    expect(answer.currency).toBe('EUR');
    expect(answer.origin).toMatchObject({ code: 'BEG', name: 'Belgrade' });
    expect(answer.destinations.length).toBeGreaterThan(20);
    const totals = answer.destinations.map((destination) => destination.totalPrice);
    expect(totals).toEqual([...totals].sort((left, right) => left - right));
    for (const destination of answer.destinations) {
      expect(destination.totalPrice).toBeLessThanOrEqual(800);
      expect(destination.totalPrice).toBeCloseTo(destination.flightPrice + destination.hotelPrice, 2);
      expect(destination.departureDate.startsWith(month)).toBe(true);
      expect(destination.nights).toBeGreaterThanOrEqual(2);
      expect(destination.nights).toBeLessThanOrEqual(4);
      expect(destination).toMatchObject({ estimate: false, code: expect.stringMatching(/^[A-Z]{3}$/) });
    }
  });

  it('names the origin and destinations in the asked language, the same trips as in English', async () => {
    const query = `from=BEG&budget=800&currency=EUR&month=${month}&nights=2-4&adults=2`;
    const [english, russian] = await Promise.all([explore(query), explore(`${query}&lang=ru`)]);
    expect(russian.origin).toMatchObject({ code: 'BEG', name: 'Белград' });
    // The same trips at the same prices; each answer is priced at its own moment.
    const trips = (answer: ExploreAnswer) =>
      answer.destinations.map(({ code, totalPrice, departureDate, returnDate }) => [
        code,
        totalPrice,
        departureDate,
        returnDate,
      ]);
    expect(trips(russian)).toEqual(trips(english));
    const cyrillic = russian.destinations.filter(({ name }) => /^[\p{Script=Cyrillic} -]+$/u.test(name));
    expect(cyrillic.length / russian.destinations.length).toBeGreaterThan(0.9);
  });

  it('answers with a deal within the explore price when the search runs for a destination', async () => {
    const answer = await explore(`from=BEG&budget=800&currency=EUR&month=${month}&nights=2-4&adults=2`);
    for (const destination of answer.destinations.slice(0, 3)) {
      const response = await server.fetch('/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients % 250}` },
        body: JSON.stringify({
          budget: 800,
          currency: 'EUR',
          from: 'BEG',
          to: destination.code,
          departureDate: destination.departureDate,
          returnDate: destination.returnDate,
          flightAdults: 2,
          hotelAdults: 2,
        }),
      });
      expect(response.status).toBe(200);
      const { deals } = (await response.json()) as { deals: Deal[] };
      expect(Math.min(...deals.map((deal) => deal.totalPrice))).toBeLessThanOrEqual(destination.totalPrice);
    }
  });

  it('finds fewer, dearer trips with direct flights only and a comfort hotel', async () => {
    const base = `from=BEG&budget=5000&currency=EUR&month=${month}&nights=5-7&adults=2`;
    const any = await explore(base);
    const strict = await explore(`${base}&direct=true&level=comfort`);
    expect(strict.destinations.length).toBeLessThan(any.destinations.length);
    expect(strict.destinations.every((destination) => destination.stops === 0)).toBe(true);
  });

  it('explores in business over weekends: dearer fares, more CO₂, and the search in business finds the trip', async () => {
    // The budget level prices the cheapest hotel, as a search's cheapest deal does: the same trip to the cent.
    const base = `from=BEG&budget=5000&currency=EUR&month=${month}&nights=weekend&adults=2&level=budget`;
    const [economy, business] = await Promise.all([explore(base), explore(`${base}&cabin=BUSINESS`)]);
    expect(business.destinations.length).toBeGreaterThan(10);
    const economyByCode = new Map(economy.destinations.map((destination) => [destination.code, destination]));
    let compared = 0;
    for (const destination of business.destinations) {
      expect(isWeekendTrip(destination.departureDate, destination.returnDate), destination.code).toBe(true);
      expect(destination.emissions).toMatchObject({ travellers: 2, source: 'model' });
      const inEconomy = economyByCode.get(destination.code);
      if (!inEconomy) continue;
      expect(destination.flightPrice).toBeGreaterThan(inEconomy.flightPrice);
      // Another cabin may pick a trip with other stops; with the same stops, a business seat emits more.
      if (inEconomy.stops !== destination.stops) continue;
      expect(destination.emissions?.flightKg).toBeGreaterThan(inEconomy.emissions?.flightKg ?? Infinity);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(5);
    const [first] = business.destinations;
    if (!first) throw new Error('nothing in business from Belgrade');
    const response = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients % 250}` },
      body: JSON.stringify({
        budget: 5000,
        currency: 'EUR',
        from: 'BEG',
        to: first.code,
        departureDate: first.departureDate,
        returnDate: first.returnDate,
        flightAdults: 2,
        hotelAdults: 2,
        cabinClass: 'BUSINESS',
      }),
    });
    expect(response.status).toBe(200);
    const { deals } = (await response.json()) as { deals: Deal[] };
    expect(deals.map((deal) => deal.totalPrice)).toContain(first.totalPrice);
    expect(Math.min(...deals.map((deal) => deal.totalPrice))).toBeLessThanOrEqual(first.totalPrice);
  });

  it('takes any range of 1 to 21 nights, not only the page’s presets', async () => {
    const answer = await explore(`from=BEG&budget=3000&currency=EUR&month=${month}&nights=3-5&adults=1`);
    expect(answer.destinations.length).toBeGreaterThan(20);
    const nights = new Set(answer.destinations.map((destination) => destination.nights));
    expect([...nights].every((count) => count >= 3 && count <= 5)).toBe(true);
  });

  it('answers an empty list when nothing fits', async () => {
    const answer = await explore(`from=BEG&budget=20&currency=EUR&month=${month}&nights=8-14`);
    expect(answer.destinations).toEqual([]);
  });

  it.each([
    ['budget=800&currency=EUR&month=2027-03&nights=5-7', 'from'],
    [`from=BEG&currency=EUR&month=${month}&nights=5-7`, 'budget'],
    [`from=BEG&budget=800&currency=EUR&month=2020-01&nights=5-7`, 'month'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=1-99`, 'nights'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=0-3`, 'nights'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=7-5`, 'nights'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=weekends`, 'nights'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=5-7&cabin=SUITE`, 'cabin'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=5-7&children=1`, 'childrenAges'],
    [`from=BEG&budget=800&currency=EUR&month=${month}&nights=5-7&adults=5`, 'rooms'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
  });

  it('answers 404 for an origin no airport or city has', async () => {
    const response = await get(`from=QQQ&budget=800&currency=EUR&month=${month}&nights=5-7`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'origin_not_found', message: 'No airport or city found for QQQ.' },
    });
  });

  it('limits one client to 30 explores a minute', async () => {
    const client = '192.0.2.77';
    const statuses: number[] = [];
    for (let request = 0; request < 31; request += 1) {
      // A refused query is cheap, and counts against the limit all the same.
      statuses.push((await get('from=BEG', client)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
