import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema } from '../../core/search-params';
import { createMemoryCache } from '../infra/cache';
import { priceDateGrid } from './date-grid';
import { createSandboxProvider } from './sandbox';
import { runSearch } from './search-pipeline';

describe('the date grid on the sandbox, whose prices change at midnight', () => {
  it('keeps no cell past its day: the next day the searched cell is that day’s cheapest deal again', async () => {
    let clockMs = Date.parse('2027-02-01T23:00:00Z');
    const travel = createSandboxProvider(() => clockMs);
    const sources = { travel, exchangeRates: { current: async () => undefined }, cache: createMemoryCache() };
    const body = {
      from: 'BEG',
      to: 'CDG',
      where: 'Paris',
      departureDate: '2027-02-20',
      returnDate: '2027-02-24',
      flightAdults: 2,
      hotelAdults: 2,
      budget: 5000,
      currency: 'EUR',
    };
    const signal = new AbortController().signal;
    const searched = async (today: string) => {
      const params = createSearchParamsSchema(today).parse(body);
      const grid = await priceDateGrid(sources, params, today, signal);
      const cell = grid.cells.find(
        (gridCell) =>
          gridCell.departureDate === body.departureDate && gridCell.returnDate === body.returnDate,
      );
      const deals = (await runSearch(sources, params, signal)).deals;
      return { cell: cell?.totalPrice, cheapest: Math.min(...deals.map((deal) => deal.totalPrice)) };
    };

    const firstDay = await searched('2027-02-01');
    expect(firstDay.cell).toBe(firstDay.cheapest);
    clockMs += 2 * 60 * 60_000;
    const nextDay = await searched('2027-02-02');
    expect(nextDay.cell).toBe(nextDay.cheapest);
    expect(nextDay.cheapest).not.toBe(firstDay.cheapest);
  });
});
