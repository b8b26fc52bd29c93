import type { SearchParamsInput } from '../src/core/search-params';
import { daysFromNow } from '../tests/support/dates';

/** The trip every "cached" search repeats; warmed before the timed run, so it costs no provider call. */
export const cachedSearch = {
  budget: 6000,
  currency: 'EUR',
  from: 'LON',
  to: 'PAR',
  toName: 'Paris (PAR)',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(37),
  flightAdults: 2,
  hotelAdults: 2,
  where: 'Paris',
} satisfies SearchParamsInput;

/** 300 start days × 14 lengths: 4200 date pairs, none equal to the cached trip's. */
const START_DAYS = 300;
const LENGTHS = 14;
let datesIssued = 0;

/** Dates no earlier search used, so the provider cache misses and real provider calls are made. */
export function nextUniqueDates(): { start: string; end: string } {
  const n = datesIssued++;
  const startOffset = 40 + (n % START_DAYS);
  const length = 1 + (Math.floor(n / START_DAYS) % LENGTHS);
  return { start: daysFromNow(startOffset), end: daysFromNow(startOffset + length) };
}

/** Flights and stay both on new dates: a flight search and a hotel-offers search at the provider. */
export function uncachedSearch(): SearchParamsInput {
  const { start, end } = nextUniqueDates();
  return { ...cachedSearch, departureDate: start, returnDate: end };
}

/** New flight dates, the cached trip's stay: only the flight search reaches the provider. */
export function newFlightsSearch(): SearchParamsInput {
  const { start, end } = nextUniqueDates();
  return {
    ...cachedSearch,
    departureDate: start,
    returnDate: end,
    checkIn: cachedSearch.departureDate,
    checkOut: cachedSearch.returnDate,
  };
}

/** The cached trip's flights, a new stay: only the hotel-offers search reaches the provider. */
export function newStaySearch(): SearchParamsInput {
  const { start, end } = nextUniqueDates();
  return { ...cachedSearch, checkIn: start, checkOut: end };
}
