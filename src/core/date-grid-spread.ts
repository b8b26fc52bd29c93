import type { DateGrid } from './date-grid';

/**
 * The lowest and highest totals of a date grid's cells of the searched nights ("Across nearby dates, totals run
 * €X–€Y"), shown when a trip has too little price history for a band. Shorter or longer stays are left out, as the
 * grid's star leaves them out: they price another trip. Null when no such cell has a total.
 */
export function dateGridSpread(grid: DateGrid): { low: number; high: number } | null {
  const totals = grid.cells.flatMap((cell) =>
    cell.nights === grid.nights && cell.totalPrice !== null ? [cell.totalPrice] : [],
  );
  if (totals.length === 0) return null;
  return { low: Math.min(...totals), high: Math.max(...totals) };
}
