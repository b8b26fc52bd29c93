import type { CurrencyCode } from '../../src/core/currencies';
import { referenceUnitsPerUsd } from '../../src/core/reference-rates';

/**
 * Sample data for the fake Travelpayouts Data API: deterministic round-trip fares from any origin to a dozen
 * cities, in the wire shape of GET /aviasales/v3/prices_for_dates (../shared/reference/providers-2026.md). The
 * first four are the cities the fake LiteAPI has hotels in (tests/fakes/liteapi-data.ts), so explore on the
 * fakes prices them end to end; the others have no hotels there and are left out.
 */

export interface FakeDestination {
  /** IATA city code. */
  city: string;
  airport: string;
  airline: string;
  /** The cheapest fare's base, in US dollars for one passenger. */
  usd: number;
}

export const fakeDestinations: readonly FakeDestination[] = [
  { city: 'LIS', airport: 'LIS', airline: 'TP', usd: 95 },
  { city: 'PAR', airport: 'CDG', airline: 'AF', usd: 120 },
  { city: 'LON', airport: 'LHR', airline: 'BA', usd: 110 },
  { city: 'NYC', airport: 'JFK', airline: 'DL', usd: 430 },
  { city: 'ROM', airport: 'FCO', airline: 'AZ', usd: 100 },
  { city: 'BCN', airport: 'BCN', airline: 'VY', usd: 70 },
  { city: 'AMS', airport: 'AMS', airline: 'KL', usd: 130 },
  { city: 'PRG', airport: 'PRG', airline: 'OK', usd: 90 },
  { city: 'VIE', airport: 'VIE', airline: 'OS', usd: 105 },
  { city: 'ATH', airport: 'ATH', airline: 'A3', usd: 150 },
  { city: 'DUB', airport: 'DUB', airline: 'EI', usd: 115 },
  { city: 'IST', airport: 'IST', airline: 'TK', usd: 165 },
];

/**
 * The six trips each destination has in a month, by number: the day of departure (moved earlier when the return
 * would fall in the next month), the nights, each way's changes and the price against the destination's base.
 * Trip 2 is the cheapest and has a change each way; trip 4 changes on the way back only.
 */
export const fakeTrips = [
  { day: 3, nights: 3, transfers: 0, returnTransfers: 0, factor: 1.1 },
  { day: 8, nights: 5, transfers: 0, returnTransfers: 0, factor: 1.2 },
  { day: 12, nights: 2, transfers: 1, returnTransfers: 1, factor: 1 },
  { day: 16, nights: 4, transfers: 0, returnTransfers: 0, factor: 1.3 },
  { day: 20, nights: 7, transfers: 0, returnTransfers: 1, factor: 1.05 },
  { day: 25, nights: 10, transfers: 0, returnTransfers: 0, factor: 1.5 },
] as const;

/** An item of prices_for_dates' `data`. */
export interface WireFare {
  origin: string;
  destination: string;
  origin_airport: string;
  destination_airport: string;
  price: number;
  airline: string;
  flight_number: string;
  departure_at: string;
  return_at: string;
  transfers: number;
  return_transfers: number;
  duration: number;
  duration_to: number;
  duration_back: number;
  link: string;
}

const daysIn = (month: string) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
};

const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** The currencies the fake prices in: product.md's twelve, at the app's reference rates. */
export function isFakeCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(referenceUnitsPerUsd, code);
}

/**
 * Every fare from `origin` departing in `month` ('YYYY-MM'), priced in whole units of `currency` (upper case) as
 * Travelpayouts prices them, in destination order. The origin's own city is never a destination.
 */
export function faresFor(origin: string, month: string, currency: CurrencyCode): WireFare[] {
  const lastDay = daysIn(month);
  return fakeDestinations
    .filter((destination) => destination.city !== origin)
    .flatMap((destination, place) =>
      fakeTrips.map((trip, number) => {
        const departureDay = Math.min(trip.day, lastDay - trip.nights);
        const durationTo = 120 + 45 * trip.transfers + 10 * place;
        const durationBack = 125 + 45 * trip.returnTransfers + 10 * place;
        const flightNumber = String(100 + place * 10 + number);
        const departure = dayOf(month, departureDay);
        return {
          origin,
          destination: destination.city,
          origin_airport: origin,
          destination_airport: destination.airport,
          price: Math.round(destination.usd * trip.factor * referenceUnitsPerUsd[currency]),
          airline: destination.airline,
          flight_number: flightNumber,
          departure_at: `${departure}T${String(number + 6).padStart(2, '0')}:15:00+01:00`,
          return_at: `${dayOf(month, departureDay + trip.nights)}T1${number}:40:00+01:00`,
          transfers: trip.transfers,
          return_transfers: trip.returnTransfers,
          duration: durationTo + durationBack,
          duration_to: durationTo,
          duration_back: durationBack,
          link: `/search/${origin}${departure.slice(8, 10)}${departure.slice(5, 7)}${destination.city}1?t=${destination.airline}${flightNumber}`,
        };
      }),
    );
}
