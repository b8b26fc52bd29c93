import { describe, expect, it } from 'vitest';
import type { DateGrid, DateGridCell } from './date-grid';
import { dateGridSpread } from './date-grid-spread';

function cell(departureOffset: number, nights: number, totalPrice: number | null): DateGridCell {
  return {
    departureDate: `2030-04-0${departureOffset + 4}`,
    departureOffset,
    nights,
    totalPrice,
    withinBudget: true,
    cheapest: false,
  };
}

const grid = (cells: DateGridCell[]): DateGrid => ({ currency: 'EUR', budget: 2000, nights: 7, cells });

describe('dateGridSpread', () => {
  it("spans the totals of the searched nights' cells", () => {
    expect(dateGridSpread(grid([cell(-1, 7, 820), cell(0, 7, 640.5), cell(1, 7, 990)]))).toEqual({
      low: 640.5,
      high: 990,
    });
  });

  it('leaves out stays of other lengths and dates without a total', () => {
    const cells = [cell(-2, 5, 300), cell(-1, 7, null), cell(0, 7, 700), cell(2, 9, 1500), cell(3, 7, 760)];
    expect(dateGridSpread(grid(cells))).toEqual({ low: 700, high: 760 });
  });

  it('is null when no cell of the searched nights has a total', () => {
    expect(dateGridSpread(grid([cell(0, 7, null), cell(1, 8, 600)]))).toBeNull();
  });
});
