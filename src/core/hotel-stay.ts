import { addDays } from './iso-date';
import type { SearchParams } from './search-params';

/**
 * The hotel stay a search implies (product.md §7): check-in falls back to the departure date, check-out to the return
 * date, and for one-way trips to check-in plus one day (product.md §4).
 */
export function hotelStay(params: SearchParams): { checkIn: string; checkOut: string; cityCode: string } {
  const checkIn = params.checkIn ?? params.departureDate;
  const fallbackOut = params.isOneWay || !params.returnDate ? addDays(checkIn, 1) : params.returnDate;
  let checkOut = params.checkOut ?? fallbackOut;
  if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  return { checkIn, checkOut, cityCode: params.whereCode ?? params.to };
}
