import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceVerdict, type PriceHistory } from '../../src/core/price-history';
import { referenceUnitsPerUsd } from '../../src/core/reference-rates';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const DAY = 86_400_000;

/** The sandbox's prices and the history's days both follow the server's clock: one backend is enough here. */
const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** Two adults from Belgrade to Paris in 30 days, within any budget; in dollars, so no exchange rate is needed. */
const search = {
  budget: 50_000,
  currency: 'USD',
  from: 'BEG',
  to: 'CDG',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(34),
  flightAdults: 2,
  where: 'Paris',
  hotelAdults: 2,
};

interface Answer {
  deals: { totalPrice: number }[];
  priceHistory?: PriceHistory;
}

/** percentile_cont's linear interpolation, written out to check the database's figures. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  const position = fraction * (sorted.length - 1);
  const below = sorted[Math.floor(position)] ?? Number.NaN;
  const above = sorted[Math.ceil(position)] ?? Number.NaN;
  return below + (above - below) * (position - Math.floor(position));
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('price history over HTTP on the sandbox, whose prices move with its clock', () => {
  let server: TestServer;
  // 30 days before today at noon (the sandbox's quote day, and the day observations are stamped with).
  let clockMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`) - 30 * DAY;

  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' }, { now: () => clockMs });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  let client = 0;
  /** One search, its observation written before the next (the recorder would otherwise wait a second). */
  async function searchToday(): Promise<Answer> {
    const response = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++client}` },
      body: JSON.stringify(search),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    await server.services.priceHistory.recorder.flush();
    return answer;
  }
  const cheapest = (answer: Answer) => Math.min(...answer.deals.map((deal) => deal.totalPrice));

  it('says too few days for six days of searches, then gives the band and the label from the seventh', async () => {
    const totals: number[] = [];
    for (let day = 1; day <= 6; day++) {
      const answer = await searchToday();
      totals.push(cheapest(answer));
      expect(answer.priceHistory).toEqual({ status: 'tooFew', daysObserved: day, daysNeeded: 7 });
      clockMs += DAY;
    }
    // The prices moved with the quote day: the history is not one figure six times.
    expect(new Set(totals).size).toBeGreaterThan(1);

    const seventh = await searchToday();
    const current = cheapest(seventh);
    // The band is the stored days' (the six before today); today's total is this search's.
    const band = { low: cents(percentile(totals, 0.25)), high: cents(percentile(totals, 0.75)) };
    expect(seventh.priceHistory).toEqual({
      status: 'enough',
      currency: 'USD',
      current,
      verdict: priceVerdict(current, band),
      typicalLow: band.low,
      typicalHigh: band.high,
      days: [...totals, current].map((bestTotal, index) => ({
        day: new Date(clockMs - (6 - index) * DAY).toISOString().slice(0, 10),
        bestTotal,
      })),
    });

    // Three days before departure the last-minute fares are dearer than every day of the band.
    clockMs += 51 * DAY;
    const lastMinute = await searchToday();
    expect(cheapest(lastMinute)).toBeGreaterThan(Math.max(...totals, current));
    expect(lastMinute.priceHistory).toMatchObject({ status: 'enough', verdict: 'high' });
  }, 30_000);
});

describe('price history on a shifted sandbox clock (SANDBOX_CLOCK_OFFSET_DAYS)', () => {
  const nowMs = Date.parse(`${daysFromNow(0)}T12:00:00Z`);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(pglite, { SANDBOX_CLOCK_OFFSET_DAYS: '-3' }, { now: () => nowMs });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("stamps a sandbox total with the sandbox's day, whose prices it is, so a shifted clock builds a history", async () => {
    const response = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search),
    });
    expect(response.status).toBe(200);
    await server.services.priceHistory.recorder.flush();
    const { rows } = await server.services.database.executeSql(
      "select distinct to_char(observed_at at time zone 'UTC', 'YYYY-MM-DD') as day, source from price_observations",
    );
    expect(rows).toEqual([{ day: daysFromNow(-3), source: 'search' }]);
  });

  it('turns a sandbox total back into dollars with the reference rates it was priced with, needing no rates source', async () => {
    const response = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...search, currency: 'EUR', from: 'LHR' }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    await server.services.priceHistory.recorder.flush();
    const { rows } = await server.services.database.executeSql(
      "select total_usd::float8 as usd from price_observations where from_city = 'LON'",
    );
    const cheapestEur = Math.min(...answer.deals.map((deal) => deal.totalPrice));
    expect(rows).toEqual([{ usd: cents(cheapestEur / referenceUnitsPerUsd.EUR) }]);
    expect(answer.priceHistory).toEqual({ status: 'tooFew', daysObserved: 1, daysNeeded: 7 });
  });
});
