import { describe, expect, it } from 'vitest';
import { flightKgPerPassenger, flightKm } from './flight-emissions';

const zurich = { lat: 47.4647, lon: 8.5492 };
const sanFrancisco = { lat: 37.619, lon: -122.375 };

describe('flightKgPerPassenger (Travel Impact Model)', () => {
  it("matches TIM's worked example: Zurich–San Francisco, 9369 km, economy, one way ≈ 603.4 kg CO₂e (±0.5 kg)", () => {
    // A sphere's haversine is within 0.1 % of TIM's distance.
    expect(Math.abs(flightKm(zurich, sanFrancisco) - 9369)).toBeLessThan(10);
    expect(flightKgPerPassenger(9369, 'ECONOMY')).toBeCloseTo(603.4, 0);
    expect(flightKgPerPassenger(9369, 'BUSINESS')).toBeCloseTo(2413.6, 0);
  });

  it('charges a larger seat more: first ≥ business > premium economy ≥ economy, on both body classes', () => {
    for (const km of [800, 9000]) {
      const [economy, premium, business, first] = (
        ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const
      ).map((cabin) => flightKgPerPassenger(km, cabin));
      expect(business).toBeGreaterThan(economy as number);
      expect(premium).toBeGreaterThanOrEqual(economy as number);
      expect(first).toBeGreaterThanOrEqual(business as number);
    }
  });

  it('grows with distance, extrapolating below the first table point', () => {
    const short = flightKgPerPassenger(300, 'ECONOMY');
    expect(short).toBeGreaterThan(0);
    expect(flightKgPerPassenger(900, 'ECONOMY')).toBeGreaterThan(short);
  });
});
