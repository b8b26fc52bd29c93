import { describe, expect, it } from 'vitest';
import { flightKgPerPassenger, flightKm } from './flight-emissions';
import type { FlightOffer, FlightSegment } from './travel-data';
import { totalEmissionsKg, tripEmissions, type TripEmissionsContext } from './trip-emissions';

const positions = {
  BEG: { lat: 44.8184, lon: 20.3091 },
  VIE: { lat: 48.1103, lon: 16.5697 },
  CDG: { lat: 49.0097, lon: 2.5479 },
} as const;
type Code = keyof typeof positions;
const positionOf = (code: string) => (code in positions ? positions[code as Code] : undefined);

const segment = (from: string, to: string): FlightSegment => ({
  departure: { iataCode: from, at: '2026-12-01T08:00:00' },
  arrival: { iataCode: to, at: '2026-12-01T10:00:00' },
  carrierCode: 'JU',
  number: '1',
  duration: 'PT2H',
});

const offer = (...itineraries: FlightSegment[][]): FlightOffer => ({
  id: 'f1',
  price: { total: '300.00', currency: 'EUR' },
  itineraries: itineraries.map((segments) => ({ duration: 'PT4H', segments })),
  validatingAirlineCodes: ['JU'],
});

const context: TripEmissionsContext = {
  positionOf,
  cabin: 'ECONOMY',
  travellers: 1,
  hotel: { kgPerGuestNight: 4.7, guests: 2 },
};

const kmOf = (from: Code, to: Code) => flightKm(positions[from], positions[to]);

describe('tripEmissions', () => {
  it('adds every flight of both itineraries for every seated traveller', () => {
    const trip = offer([segment('BEG', 'VIE'), segment('VIE', 'CDG')], [segment('CDG', 'BEG')]);
    const perPassenger =
      flightKgPerPassenger(kmOf('BEG', 'VIE'), 'ECONOMY') +
      flightKgPerPassenger(kmOf('VIE', 'CDG'), 'ECONOMY') +
      flightKgPerPassenger(kmOf('CDG', 'BEG'), 'ECONOMY');
    expect(tripEmissions(trip, { ...context, travellers: 2 }, 0)).toEqual({
      flightKg: Math.round(perPassenger * 2),
      hotelKg: 0,
      travellers: 2,
      source: 'model',
    });
  });

  it('charges a business seat more than an economy one', () => {
    const trip = offer([segment('BEG', 'CDG')]);
    const economy = tripEmissions(trip, { ...context, travellers: 1 }, 0);
    const business = tripEmissions(trip, { ...context, cabin: 'BUSINESS', travellers: 1 }, 0);
    expect(business?.flightKg).toBeGreaterThan(economy?.flightKg ?? Number.POSITIVE_INFINITY);
  });

  it("prefers the provider's own estimate for all its travellers (Duffel's total_emissions_kg)", () => {
    const trip = { ...offer([segment('BEG', 'XXX')]), totalEmissionsKg: 637.4 };
    expect(tripEmissions(trip, { ...context, travellers: 2 }, 0)).toEqual({
      flightKg: 637,
      hotelKg: 0,
      travellers: 2,
      source: 'provider',
    });
  });

  it('gives no figure when an airport has no known position, rather than one missing a flight', () => {
    const trip = offer([segment('BEG', 'VIE'), segment('VIE', 'XXX')]);
    expect(tripEmissions(trip, { ...context, travellers: 1 }, 0)).toBeUndefined();
  });

  it("adds the stay's nights for every hotel guest at the country's kg per guest night", () => {
    const trip = { ...offer([segment('BEG', 'CDG')]), totalEmissionsKg: 300 };
    const emissions = tripEmissions(trip, { ...context, hotel: { kgPerGuestNight: 4.7, guests: 3 } }, 4);
    // 4.7 kg × 3 guests (two adults and a child) × 4 nights = 56.4
    expect(emissions?.hotelKg).toBe(56);
    expect(emissions && totalEmissionsKg(emissions)).toBe(356);
  });

  it('counts a hotel guest the flight does not seat, such as a lap infant', () => {
    const trip = { ...offer([segment('BEG', 'CDG')]), totalEmissionsKg: 300 };
    const emissions = tripEmissions(
      trip,
      { ...context, travellers: 2, hotel: { kgPerGuestNight: 29, guests: 3 } },
      2,
    );
    expect(emissions).toMatchObject({ travellers: 2, hotelKg: 174 });
  });
});
