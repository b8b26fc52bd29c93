import { describe, expect, it } from 'vitest';
import { dateGridSearches } from './date-grid-cells';
import { createSearchParamsSchema, type SearchParamsInput } from './search-params';

const today = '2030-03-10';
const params = (input: Partial<SearchParamsInput> = {}) =>
  createSearchParamsSchema(today).parse({
    budget: 1500,
    currency: 'EUR',
    from: 'BEG',
    to: 'CDG',
    departureDate: '2030-04-01',
    returnDate: '2030-04-08',
    ...input,
  });

const searched = (cells: ReturnType<typeof dateGridSearches>) =>
  cells.filter((each) => each.search !== undefined).map((each) => each.cell);

describe('dateGridSearches', () => {
  it('moves both dates and keeps everything else of the search', () => {
    const cells = dateGridSearches(params({ flightAdults: 2, where: 'Paris' }), today);
    expect(cells).toHaveLength(49);
    const [first] = cells;
    expect(first?.cell).toEqual({
      departureDate: '2030-03-29',
      departureOffset: -3,
      returnDate: '2030-04-05',
      returnOffset: -3,
      nights: 7,
    });
    expect(first?.search).toMatchObject({
      departureDate: '2030-03-29',
      returnDate: '2030-04-05',
      flightAdults: 2,
      where: 'Paris',
      budget: 1500,
    });
    expect(cells[24]?.search).toEqual(params({ flightAdults: 2, where: 'Paris' }));
  });

  it("gives each cell its stay's nights: the search's, moved by how far the return and departure moved", () => {
    const cells = dateGridSearches(params(), today);
    const nightsAt = (departure: number, back: number) =>
      cells.find((each) => each.cell.departureOffset === departure && each.cell.returnOffset === back)?.cell
        .nights;
    expect(nightsAt(0, 0)).toBe(7);
    expect(nightsAt(2, 2)).toBe(7);
    expect(nightsAt(-3, 3)).toBe(13);
    expect(nightsAt(2, -3)).toBe(2);
    const ownStay = dateGridSearches(params({ checkIn: '2030-04-02', checkOut: '2030-04-05' }), today);
    expect(
      ownStay.find((each) => each.cell.departureOffset === 1 && each.cell.returnOffset === 0)?.cell.nights,
    ).toBe(2);
    const oneWay = dateGridSearches(
      params({ isOneWay: true, returnDate: undefined, checkIn: '2030-04-01', checkOut: '2030-04-04' }),
      today,
    );
    expect(oneWay.map((each) => each.cell.nights)).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it("moves the stay's own dates with the departure and the return", () => {
    const cells = dateGridSearches(params({ checkIn: '2030-04-02', checkOut: '2030-04-06' }), today);
    const cell = cells.find((each) => each.cell.departureOffset === 2 && each.cell.returnOffset === -1);
    expect(cell?.search).toMatchObject({
      departureDate: '2030-04-03',
      returnDate: '2030-04-07',
      checkIn: '2030-04-04',
      checkOut: '2030-04-05',
    });
  });

  it('leaves out cells whose stay would end before it starts', () => {
    const cells = dateGridSearches(params({ checkIn: '2030-04-02', checkOut: '2030-04-03' }), today);
    // Check-out moves with the return: three days earlier while check-in moves three later is no stay.
    expect(
      cells.find((each) => each.cell.departureOffset === 3 && each.cell.returnOffset === -3)?.search,
    ).toBe(undefined);
  });

  it('moves a one-way stay whole with the departure, in one row', () => {
    const cells = dateGridSearches(
      params({ isOneWay: true, returnDate: undefined, checkIn: '2030-04-01', checkOut: '2030-04-03' }),
      today,
    );
    expect(cells.map((each) => each.cell.departureDate)).toEqual([
      '2030-03-29',
      '2030-03-30',
      '2030-03-31',
      '2030-04-01',
      '2030-04-02',
      '2030-04-03',
      '2030-04-04',
    ]);
    expect(cells[0]?.cell).not.toHaveProperty('returnDate');
    expect(cells[6]?.search).toMatchObject({ checkIn: '2030-04-04', checkOut: '2030-04-06' });
  });

  it('has no search for a departure before today, nor a return on or before the departure', () => {
    const cells = dateGridSearches(params({ departureDate: '2030-03-11', returnDate: '2030-03-13' }), today);
    const available = searched(cells);
    expect(available.every((cell) => cell.departureDate >= today)).toBe(true);
    expect(available.every((cell) => (cell.returnDate ?? '') > cell.departureDate)).toBe(true);
    expect(cells.filter((each) => each.cell.departureDate < today).every((each) => !each.search)).toBe(true);
    // Departures 10 to 14 March, each with the returns after it (returns run 10 to 16 March).
    expect(available).toHaveLength(6 + 5 + 4 + 3 + 2);
  });

  it('keeps yesterday only when the search itself departs then (a visitor west of UTC)', () => {
    const cells = dateGridSearches(params({ departureDate: '2030-03-09', returnDate: '2030-03-20' }), today);
    expect(searched(cells).map((cell) => cell.departureDate)).toContain('2030-03-09');
    expect(searched(cells).map((cell) => cell.departureDate)).not.toContain('2030-03-08');
  });

  it('has no search past the last searchable day (360 days ahead)', () => {
    const cells = dateGridSearches(params({ departureDate: '2031-03-01', returnDate: '2031-03-04' }), today);
    expect(searched(cells).every((cell) => (cell.returnDate ?? '') <= '2031-03-05')).toBe(true);
    expect(searched(cells).map((cell) => cell.returnDate)).toContain('2031-03-05');
  });
});
