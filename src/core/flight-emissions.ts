import { greatCircleKm } from './great-circle';
import type { CabinClass } from './cabin-classes';

/**
 * A flight's CO₂e per passenger by Google's Travel Impact Model (TIM 1.9.1,
 * https://github.com/google/travel-impact-model, README "Example emission estimation"; data CC BY-SA 4.0):
 * great-circle distance (TIM applies no detour correction), fuel burn of the LTO and CCD phases interpolated
 * linearly in nautical miles, well-to-wake factor 3.8359 kg CO₂e per kg of fuel, shared over the cabin's seat
 * area and the global load factor 0.845. Offers name no aircraft, so every flight burns the fuel per economy
 * seat area of TIM's published Boeing 787-9 (EEA 2019 figures, 411.5 seat areas); a flight of 4,000 km or more is
 * taken as wide-body, a shorter one as narrow-body, which only changes the cabin factors.
 */
export const flightEmissionsMethod = 'TIM 1.9.1';

const kmPerNauticalMile = 1.852;
const wellToWakeKgPerKgFuel = 3.8359;
const loadFactor = 0.845;
const wideBodyFromKm = 4000;

/** TIM's Table 1 (B789): landing and take-off fuel, and cruise-climb-descent fuel at distances in nm. */
const ltoFuelKg = 1727;
const ccdFuelKg: readonly (readonly [nm: number, kg: number])[] = [
  [500, 5815],
  [1000, 10770],
  [5000, 52375],
  [5500, 57430],
];
const seatAreas = 411.5;

/** TIM's seat-area factors (IATA RP 1726): a business seat takes 1.5 economy seats' area on a narrow body. */
const cabinFactors: Record<'narrow' | 'wide', Record<CabinClass, number>> = {
  narrow: { ECONOMY: 1, PREMIUM_ECONOMY: 1, BUSINESS: 1.5, FIRST: 1.5 },
  wide: { ECONOMY: 1, PREMIUM_ECONOMY: 1.5, BUSINESS: 4, FIRST: 5 },
};

export interface GeoPosition {
  lat: number;
  lon: number;
}

/** Great-circle distance in kilometres: TIM measures flights without a detour. */
export function flightKm(from: GeoPosition, to: GeoPosition): number {
  return greatCircleKm(from.lat, from.lon, to.lat, to.lon);
}

/** TIM's linear interpolation between table points, extrapolated from the nearest pair outside them. */
function ccdFuelAt(nm: number): number {
  const upper = ccdFuelKg.findIndex(([distance]) => distance >= nm);
  const index = upper <= 0 ? 1 : upper;
  const [nm0, kg0] = ccdFuelKg[Math.min(index, ccdFuelKg.length - 1) - 1] ?? [0, 0];
  const [nm1, kg1] = ccdFuelKg[Math.min(index, ccdFuelKg.length - 1)] ?? [1, 0];
  return kg0 + ((nm - nm0) * (kg1 - kg0)) / (nm1 - nm0);
}

/** Well-to-wake kg CO₂e of one passenger in `cabin` on one flight of `distanceKm` great-circle kilometres. */
export function flightKgPerPassenger(distanceKm: number, cabin: CabinClass): number {
  const fuelKg = ltoFuelKg + ccdFuelAt(distanceKm / kmPerNauticalMile);
  const body = distanceKm >= wideBodyFromKm ? 'wide' : 'narrow';
  return ((fuelKg * wellToWakeKgPerKgFuel) / seatAreas / loadFactor) * cabinFactors[body][cabin];
}
