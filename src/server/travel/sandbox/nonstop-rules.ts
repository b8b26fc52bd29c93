import type { Airport } from './airport-data';
import { busyAirports } from './busy-airports';
import { hubByCode } from './hubs';

/**
 * Where a non-stop flight plausibly exists, by how well each end is served: hubs fly long-haul to each other and
 * to the world's busiest airports; another large airport gets long-haul only within narrow-body range of a hub;
 * medium and small airports feed hubs and nearby big airports, never each other.
 */

/** 4 hub, 3 among the world's busiest, 2 other large, 1 other with scheduled service, 0 none. */
function serviceLevel(airport: Airport): number {
  if (hubByCode.has(airport.code)) return 4;
  if (!airport.scheduled) return 0;
  if (busyAirports.has(airport.code)) return 3;
  return airport.size === 'L' ? 2 : 1;
}

/** The longest non-stop by the two ends' service levels, lower first; a pair not listed has none. */
const maxNonStopKmByLevels: Readonly<Record<string, number>> = {
  '4-4': 16_000,
  '3-4': 13_000,
  '3-3': 9_000,
  '2-4': 6_000,
  '2-3': 5_000,
  '2-2': 4_000,
  '1-4': 4_500,
  '1-3': 2_500,
  '1-2': 1_800,
};

export function isPlausibleNonStop(from: Airport, to: Airport, distanceKm: number): boolean {
  const [low, high] = [serviceLevel(from), serviceLevel(to)].sort((left, right) => left - right);
  return distanceKm <= (maxNonStopKmByLevels[`${low}-${high}`] ?? 0);
}
