import { stayShift, type DateGridCell } from './date-grid';
import { addDays, isIsoDate } from './iso-date';

type CellPlace = Pick<DateGridCell, 'departureDate' | 'returnDate' | 'departureOffset' | 'returnOffset'>;

/**
 * The home page query (search-url.ts) of a grid cell's search: the shown search's query with the cell's dates,
 * and the stay's own dates, when it has them, moved as the grid priced them (stayShift). Everything else stays.
 */
export function dateGridCellQuery(search: string, cell: CellPlace): string {
  const query = new URLSearchParams(search);
  query.set('depart', cell.departureDate);
  if (cell.returnDate !== undefined) query.set('return', cell.returnDate);
  const stay = stayShift({ departure: cell.departureOffset, return: cell.returnOffset });
  for (const [name, days] of [
    ['checkIn', stay.checkIn],
    ['checkOut', stay.checkOut],
  ] as const) {
    const date = query.get(name);
    // A hand-edited date is left as written: the form refuses it the same way either way.
    if (date !== null && isIsoDate(date)) query.set(name, addDays(date, days));
  }
  return query.toString();
}
