import type { CurrencyCode } from './currencies';
import { amountToCents, centsToAmount } from './money';

/**
 * The flexible-dates grid of a search (issue 14): departure × return, each ±`dateGridReach` days around the
 * searched dates, each cell the cheapest flight plus the cheapest hotel for that stay. Kept free of zod, so the
 * web can use it without pulling the schemas into its chunk.
 */

/** How many days either side of the searched dates the grid reaches. */
export const dateGridReach = 3;

/** Where a cell sits: days from the searched departure and, for a round trip, from the searched return. */
export interface DateGridOffsets {
  departure: number;
  return?: number;
}

export interface DateGridCell {
  departureDate: string;
  /** Absent for a one-way trip. */
  returnDate?: string;
  /** Days from the searched departure, -3 to 3. */
  departureOffset: number;
  /** Days from the searched return, -3 to 3; absent for a one-way trip. */
  returnOffset?: number;
  /** The nights of the cell's stay: the search's, longer or shorter as the cell moves its dates. */
  nights: number;
  /** The cheapest flight plus the cheapest hotel, in the grid's currency; null when the dates cannot be had. */
  totalPrice: number | null;
  withinBudget: boolean;
  /** The lowest total among the cells of the search's own nights (every cell sharing it). */
  cheapest: boolean;
}

/** POST /api/search/date-grid's answer. */
export interface DateGrid {
  currency: CurrencyCode;
  budget: number;
  /** The nights of the searched stay: the star compares only cells of as many nights. */
  nights: number;
  /** Row by row, earliest departure first, each row's returns earliest first; a one-way trip has one row. */
  cells: DateGridCell[];
}

/** A cell before marking: its dates and its total in whole cents, or null. */
export type PricedDateGridCell = Omit<DateGridCell, 'totalPrice' | 'withinBudget' | 'cheapest'> & {
  totalCents: number | null;
};

const shifts = Array.from({ length: 2 * dateGridReach + 1 }, (_, index) => index - dateGridReach);

/** Every cell's offsets in answer order: 7 × 7 for a round trip, 7 departures for a one-way trip. */
export function dateGridOffsets(isOneWay: boolean): DateGridOffsets[] {
  if (isOneWay) return shifts.map((departure) => ({ departure }));
  return shifts.flatMap((departure) => shifts.map((back) => ({ departure, return: back })));
}

/**
 * How a cell moves the search's own check-in and check-out: check-in with the departure, check-out with the
 * return. A one-way trip has no return to follow, so its whole stay moves with the departure.
 */
export function stayShift(offsets: DateGridOffsets): { checkIn: number; checkOut: number } {
  return { checkIn: offsets.departure, checkOut: offsets.return ?? offsets.departure };
}

/**
 * The answer: totals as amounts, each cell judged against the budget, and the lowest total among the cells of the
 * searched `nights` marked: a shorter trip is cheaper without being a better price for the trip asked for.
 */
export function markDateGrid(
  cells: PricedDateGridCell[],
  budget: number,
  currency: CurrencyCode,
  nights: number,
): DateGrid {
  const budgetCents = amountToCents(budget);
  const totals = cells.flatMap((cell) =>
    cell.totalCents === null || cell.nights !== nights ? [] : [cell.totalCents],
  );
  const lowest = totals.length > 0 ? Math.min(...totals) : null;
  return {
    currency,
    budget,
    nights,
    cells: cells.map(({ totalCents, ...dates }) => ({
      ...dates,
      totalPrice: totalCents === null ? null : centsToAmount(totalCents),
      withinBudget: totalCents !== null && totalCents <= budgetCents,
      cheapest: totalCents !== null && dates.nights === nights && totalCents === lowest,
    })),
  };
}
