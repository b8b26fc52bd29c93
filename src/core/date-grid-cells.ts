import { dateGridOffsets, stayShift, type PricedDateGridCell } from './date-grid';
import { hotelStay } from './hotel-stay';
import { addDays, daysBetween } from './iso-date';
import { createSearchParamsSchema, type SearchParams } from './search-params';

export interface DateGridCellSearch {
  /** The cell's place and dates, as the answer shows them. */
  cell: Omit<PricedDateGridCell, 'totalCents'>;
  /** The search the cell stands for; undefined when its dates cannot be searched. */
  search: SearchParams | undefined;
}

const shift = (date: string | undefined, days: number) =>
  date === undefined ? undefined : addDays(date, days);

/** The nights of the search's stay (hotel-stay.ts), as every cell's nights are measured. */
export function searchedNights(params: SearchParams): number {
  const stay = hotelStay(params);
  return daysBetween(stay.checkIn, stay.checkOut);
}

/**
 * Every cell of the search's grid with the search it stands for: the dates moved, the stay's own dates moved
 * with them (see stayShift). A cell whose search the API would refuse (a date in the past or past the last
 * searchable day, a return not after the departure, a stay outside the trip) has none, so every priced cell is
 * a search the visitor can run.
 */
export function dateGridSearches(params: SearchParams, today: string): DateGridCellSearch[] {
  const schema = createSearchParamsSchema(today);
  // The schema takes yesterday for visitors west of UTC; the grid offers it only when the search itself was there.
  const earliestDeparture = params.departureDate < today ? params.departureDate : today;
  const nights = searchedNights(params);
  return dateGridOffsets(params.isOneWay).map((offsets) => {
    const departureDate = addDays(params.departureDate, offsets.departure);
    const returnDate = offsets.return === undefined ? undefined : shift(params.returnDate, offsets.return);
    const stay = stayShift(offsets);
    const cell = {
      departureDate,
      departureOffset: offsets.departure,
      // Check-out moves with the return, check-in with the departure; a stay of no nights cannot be searched.
      nights: Math.max(1, nights + stay.checkOut - stay.checkIn),
      ...(returnDate === undefined ? {} : { returnDate, returnOffset: offsets.return }),
    };
    if (departureDate < earliestDeparture) return { cell, search: undefined };
    const checked = schema.safeParse({
      ...params,
      departureDate,
      returnDate: returnDate ?? params.returnDate,
      checkIn: shift(params.checkIn, stay.checkIn),
      checkOut: shift(params.checkOut, stay.checkOut),
    });
    return { cell, search: checked.success ? checked.data : undefined };
  });
}
