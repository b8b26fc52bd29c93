import { describe, expect, it } from 'vitest';
import { exploreTripEmissions, type ExploreTripFootprint } from './explore-emissions';
import { flightKgPerPassenger, flightKm } from './flight-emissions';

const belgrade = { lat: 44.82, lon: 20.31 };
const lisbon = { lat: 38.77, lon: -9.13 };

/** Two adults, Belgrade to Lisbon non-stop in economy, four nights in Portugal. */
const trip: ExploreTripFootprint = {
  origin: belgrade,
  destination: lisbon,
  countryCode: 'PT',
  stops: 0,
  cabin: 'ECONOMY',
  travellers: 2,
  guests: 2,
  nights: 4,
};

describe('explore trip emissions', () => {
  it('counts both ways for every seated traveller, as the deal counts a non-stop return', () => {
    const oneWay = flightKgPerPassenger(flightKm(belgrade, lisbon), 'ECONOMY');
    expect(exploreTripEmissions(trip)).toEqual({
      flightKg: Math.round(2 * oneWay * 2),
      // Portugal has no row of its own: "Rest of the EU", 13 kg per guest night.
      hotelKg: 13 * 2 * 4,
      travellers: 2,
      source: 'model',
    });
  });

  it('adds a take-off and landing for each stop, and the cabin’s seat area', () => {
    const direct = exploreTripEmissions(trip).flightKg;
    expect(exploreTripEmissions({ ...trip, stops: 1 }).flightKg).toBeGreaterThan(direct);
    expect(exploreTripEmissions({ ...trip, cabin: 'BUSINESS' }).flightKg).toBeCloseTo(direct * 1.5, -1);
  });

  it('counts hotel guests and seated travellers apart: a lap infant sleeps in the hotel, has no seat', () => {
    const family = exploreTripEmissions({ ...trip, travellers: 2, guests: 3 });
    expect(family.hotelKg).toBe(13 * 3 * 4);
    expect(family.flightKg).toBe(exploreTripEmissions(trip).flightKg);
  });
});
