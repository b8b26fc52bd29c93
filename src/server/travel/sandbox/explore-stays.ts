import type { ExploreWindow } from '../../../core/explore';
import { addDays, parseTravelDate, type TravelDate } from './travel-time';

/** One trip an explore window allows: out on `departure`, back `nights` later. */
export interface ExploreStay {
  departure: TravelDate;
  returnDate: TravelDate;
  nights: number;
}

/** Every departure in the window with every trip length in range whose return is within the window's limit. */
export function exploreStays(window: ExploreWindow, minNights: number, maxNights: number): ExploreStay[] {
  const first = parseTravelDate(window.firstDeparture);
  const last = parseTravelDate(window.lastDeparture);
  const lastReturn = parseTravelDate(window.lastReturn);
  if (!first || !last || !lastReturn) throw new Error('An explore window holds YYYY-MM-DD dates.');
  const list: ExploreStay[] = [];
  for (let departure = first; departure.epochDay <= last.epochDay; departure = addDays(departure, 1)) {
    for (let nights = minNights; nights <= maxNights; nights += 1) {
      const returnDate = addDays(departure, nights);
      if (returnDate.epochDay <= lastReturn.epochDay) list.push({ departure, returnDate, nights });
    }
  }
  return list;
}
