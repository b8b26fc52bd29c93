import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema } from './search-params';
import { tripSummary } from './trip-summary';

const schema = createSearchParamsSchema('2030-03-10');
const trip = {
  budget: 3000,
  currency: 'EUR',
  from: 'JFK',
  to: 'CDG',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
  flightAdults: 2,
  flightChildren: 1,
  hotelAdults: 2,
  hotelChildren: 1,
  childrenAges: [7],
  rooms: 1,
} as const;

describe('tripSummary', () => {
  it('says who flies, whether there and back, and how many nights in how many rooms', () => {
    expect(tripSummary(schema.parse(trip))).toEqual({
      flightAdults: 2,
      flightChildren: 1,
      roundTrip: true,
      nights: 7,
      rooms: 1,
      budget: 3000,
      currency: 'EUR',
      stayName: '',
    });
  });

  it('names the stay as the visitor did, else by the destination', () => {
    expect(tripSummary(schema.parse({ ...trip, where: 'Marseille (MRS)' })).stayName).toBe('Marseille');
    expect(tripSummary(schema.parse({ ...trip, toName: 'Paris (CDG)' })).stayName).toBe('Paris');
  });

  it('counts the nights of a stay chosen apart from the flights, and one night for a one-way trip', () => {
    expect(tripSummary(schema.parse({ ...trip, checkIn: '2030-04-02', checkOut: '2030-04-06' })).nights).toBe(
      4,
    );
    const oneWay = tripSummary(schema.parse({ ...trip, isOneWay: true, returnDate: undefined }));
    expect(oneWay).toMatchObject({ roundTrip: false, nights: 1 });
  });

  it('counts nights across a change to summer time as whole nights', () => {
    expect(
      tripSummary(schema.parse({ ...trip, departureDate: '2030-03-28', returnDate: '2030-04-02' })).nights,
    ).toBe(5);
  });
});
