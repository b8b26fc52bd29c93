import { describe, expect, it } from 'vitest';
import { dateGridOffsets, markDateGrid, stayShift, type PricedDateGridCell } from './date-grid';

const cell = (departureDate: string, totalCents: number | null, nights = 3): PricedDateGridCell => ({
  departureDate,
  departureOffset: 0,
  nights,
  totalCents,
});

describe('date grid offsets', () => {
  it('spans ±3 days both ways for a round trip, row by row', () => {
    const offsets = dateGridOffsets(false);
    expect(offsets).toHaveLength(49);
    expect(offsets.slice(0, 8)).toEqual([
      { departure: -3, return: -3 },
      { departure: -3, return: -2 },
      { departure: -3, return: -1 },
      { departure: -3, return: 0 },
      { departure: -3, return: 1 },
      { departure: -3, return: 2 },
      { departure: -3, return: 3 },
      { departure: -2, return: -3 },
    ]);
    expect(offsets[24]).toEqual({ departure: 0, return: 0 });
  });

  it('gives a one-way trip one row of seven departures', () => {
    expect(dateGridOffsets(true)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((departure) => ({ departure })));
  });

  it('moves check-in with the departure and check-out with the return, or with the departure one way', () => {
    expect(stayShift({ departure: -2, return: 3 })).toEqual({ checkIn: -2, checkOut: 3 });
    expect(stayShift({ departure: 1 })).toEqual({ checkIn: 1, checkOut: 1 });
  });
});

describe('markDateGrid', () => {
  it('turns cents into amounts, judges each cell against the budget and marks the lowest total', () => {
    const grid = markDateGrid(
      [
        cell('2030-04-01', 150_050),
        cell('2030-04-02', 99_999),
        cell('2030-04-03', null),
        cell('2030-04-04', 100_000),
      ],
      1000,
      'EUR',
      3,
    );
    expect(grid).toEqual({
      currency: 'EUR',
      budget: 1000,
      nights: 3,
      cells: [
        {
          departureDate: '2030-04-01',
          departureOffset: 0,
          nights: 3,
          totalPrice: 1500.5,
          withinBudget: false,
          cheapest: false,
        },
        {
          departureDate: '2030-04-02',
          departureOffset: 0,
          nights: 3,
          totalPrice: 999.99,
          withinBudget: true,
          cheapest: true,
        },
        {
          departureDate: '2030-04-03',
          departureOffset: 0,
          nights: 3,
          totalPrice: null,
          withinBudget: false,
          cheapest: false,
        },
        {
          departureDate: '2030-04-04',
          departureOffset: 0,
          nights: 3,
          totalPrice: 1000,
          withinBudget: true,
          cheapest: false,
        },
      ],
    });
  });

  it('marks every cell sharing the lowest total, even over the budget', () => {
    const grid = markDateGrid(
      [cell('2030-04-01', 5000), cell('2030-04-02', 5000), cell('2030-04-03', 6000)],
      10,
      'USD',
      3,
    );
    expect(grid.cells.map((each) => [each.cheapest, each.withinBudget])).toEqual([
      [true, false],
      [true, false],
      [false, false],
    ]);
  });

  it('marks nothing when no cell has a total', () => {
    const grid = markDateGrid([cell('2030-04-01', null)], 10, 'USD', 3);
    expect(grid.cells[0]).toMatchObject({ totalPrice: null, cheapest: false, withinBudget: false });
  });

  it("stars the cheapest cell of the search's own nights, never a cheaper shorter or longer trip", () => {
    const grid = markDateGrid(
      [
        cell('2030-04-01', 30_000, 1),
        cell('2030-04-02', 60_000, 3),
        cell('2030-04-03', 55_000, 3),
        cell('2030-04-04', 20_000, 5),
      ],
      1000,
      'EUR',
      3,
    );
    expect(grid.cells.map((each) => each.cheapest)).toEqual([false, false, true, false]);
  });

  it('stars nothing when no cell of the searched nights has a total', () => {
    const grid = markDateGrid([cell('2030-04-01', 30_000, 1), cell('2030-04-02', null, 3)], 1000, 'EUR', 3);
    expect(grid.cells.map((each) => each.cheapest)).toEqual([false, false]);
  });
});
