import type { DateGrid, DateGridCell } from '../../../core/date-grid';

export interface DateGridLayout {
  /** Column heads: the return dates, or a one-way trip's departure dates. */
  columns: string[];
  /** One row per departure date; a one-way trip's single row has none of its own. */
  rows: { departureDate?: string; cells: DateGridCell[] }[];
}

/** The answer's cells (row by row) as table rows and columns. */
export function dateGridLayout(grid: DateGrid): DateGridLayout {
  if (grid.cells.every((cell) => cell.returnDate === undefined)) {
    return { columns: grid.cells.map((cell) => cell.departureDate), rows: [{ cells: grid.cells }] };
  }
  const departures = [...new Set(grid.cells.map((cell) => cell.departureDate))];
  const rows = departures.map((departureDate) => ({
    departureDate,
    cells: grid.cells.filter((cell) => cell.departureDate === departureDate),
  }));
  return { columns: rows[0]?.cells.map((cell) => cell.returnDate ?? '') ?? [], rows };
}
