import { isIsoDate } from '../../../core/iso-date';
import { isWeekendTrip, type ExploreWindow } from '../../../core/explore';
import type { Fare, FareQuery } from '../fare-feed';
import type { PricesForDatesAnswer, WireFare } from './wire';

/** One fare of a month as it is cached: what explore reads, nothing else. */
export interface MonthFare {
  destination: string;
  price: number;
  departureDate: string;
  returnDate: string;
  transfers: number;
  returnTransfers: number;
}

/** One call's answer: an origin's fares for a month, in one currency, as fetched at one moment. */
export interface MonthFares {
  /** Epoch milliseconds. */
  fetchedAt: number;
  /** ISO 4217, upper case. */
  currency: string;
  fares: MonthFare[];
}

/** 'YYYY-MM' of every month a window's departures touch, in order: 'next 3 months' touches up to four. */
export function monthsOf(window: ExploreWindow): string[] {
  const months: string[] = [];
  const last = window.lastDeparture.slice(0, 7);
  let [year = 0, month = 1] = window.firstDeparture.slice(0, 7).split('-').map(Number);
  for (;;) {
    const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The local calendar date of a date-time the API wrote ('2026-12-05T10:25:00+03:00' → '2026-12-05'). */
function localDate(dateTime: string | null | undefined): string | undefined {
  const date = dateTime?.slice(0, 10);
  return date && isIsoDate(date) ? date : undefined;
}

function toMonthFare(fare: WireFare): MonthFare | undefined {
  const departureDate = localDate(fare.departure_at);
  const returnDate = localDate(fare.return_at);
  if (!departureDate || !returnDate || returnDate <= departureDate) return undefined;
  return {
    destination: fare.destination.trim().toUpperCase(),
    price: fare.price,
    departureDate,
    returnDate,
    transfers: fare.transfers,
    returnTransfers: fare.return_transfers,
  };
}

/** The answer's round trips; one-way fares and fares with unreadable dates are left out. */
export function toMonthFares(answer: PricesForDatesAnswer, fetchedAt: number): MonthFares {
  return {
    fetchedAt,
    currency: answer.currency.trim().toUpperCase(),
    fares: answer.data.flatMap((fare) => toMonthFare(fare) ?? []),
  };
}

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The fares a query can use: departing inside the window, returning by its last date, with nights (return date
 * minus departure date) within the range, out Thursday or Friday and back Sunday or Monday for weekends, and without changes either way when only direct flights are wanted.
 */
export function faresInWindow(months: readonly MonthFares[], query: FareQuery): Fare[] {
  const { window, minNights, maxNights, weekend, directOnly } = query;
  return months.flatMap(({ fetchedAt, currency, fares }) => {
    const pricedAt = new Date(fetchedAt).toISOString();
    return fares.flatMap((fare): Fare[] => {
      const nights = epochDay(fare.returnDate) - epochDay(fare.departureDate);
      const fits =
        fare.departureDate >= window.firstDeparture &&
        fare.departureDate <= window.lastDeparture &&
        fare.returnDate <= window.lastReturn &&
        nights >= minNights &&
        nights <= maxNights &&
        (!weekend || isWeekendTrip(fare.departureDate, fare.returnDate)) &&
        (!directOnly || (fare.transfers === 0 && fare.returnTransfers === 0));
      return fits ? [{ ...fare, currency, fetchedAt: pricedAt }] : [];
    });
  });
}
