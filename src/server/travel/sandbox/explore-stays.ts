import { weekendDepartureDays, weekendReturnDays, type ExploreWindow } from '../../../core/explore';
import { addDays, parseTravelDate, type TravelDate } from './travel-time';

/** One trip an explore window allows: out on `departure`, back `nights` later. */
export interface ExploreStay {
  departure: TravelDate;
  returnDate: TravelDate;
  nights: number;
}

/** The trip lengths an explore allows: a range of nights, of weekend trips only when `weekend` is set. */
export interface StayLengths {
  minNights: number;
  maxNights: number;
  weekend: boolean;
}

/**
 * Every departure in the window with every trip length in range whose return is within the window's limit; for
 * weekends, only those out on a Thursday or Friday and back on a Sunday or Monday.
 */
export function exploreStays(
  window: ExploreWindow,
  { minNights, maxNights, weekend }: StayLengths,
): ExploreStay[] {
  const first = parseTravelDate(window.firstDeparture);
  const last = parseTravelDate(window.lastDeparture);
  const lastReturn = parseTravelDate(window.lastReturn);
  if (!first || !last || !lastReturn) throw new Error('An explore window holds YYYY-MM-DD dates.');
  const list: ExploreStay[] = [];
  for (let departure = first; departure.epochDay <= last.epochDay; departure = addDays(departure, 1)) {
    if (weekend && !weekendDepartureDays.includes(departure.weekday)) continue;
    for (let nights = minNights; nights <= maxNights; nights += 1) {
      const returnDate = addDays(departure, nights);
      const fits = !weekend || weekendReturnDays.includes(returnDate.weekday);
      if (fits && returnDate.epochDay <= lastReturn.epochDay) list.push({ departure, returnDate, nights });
    }
  }
  return list;
}
