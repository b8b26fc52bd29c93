import type { Airport } from './airport-data';
import { allCarriers, carrierOf, rangeKm, regionOfCarrier, type Carrier } from './airlines-by-region';
import type { Hub } from './hubs';
import { mayServe } from './network/airspace-rules';
import { carrierBases } from './network/carrier-bases';
import { regionOf } from '../../../core/world-regions';

/**
 * Who flies a leg. A non-stop between two airports: the carriers with a hub or base at either end
 * (network/carrier-bases.ts); a leg to or from a connecting hub: that hub's own carriers. Every carrier only
 * within its range (airlines-by-region.ts) and only where no ban keeps it out (network/airspace-bans.ts).
 */

export interface LegCarriers {
  /** Network carriers, by code. */
  carriers: readonly string[];
  /** Low-cost carriers, by code; `carriers` and these are both empty when nobody flies the leg. */
  lowCostCarriers: readonly string[];
}

const codes = (carriers: readonly Carrier[]) => carriers.map((carrier) => carrier.code);

const regionOfAirport = (airport: Airport) => regionOf(airport.countryCode, airport.continent);

/** Slot-bound hubs where low-cost carriers have no slots. */
const noLowCostAirports = new Set(['LHR', 'HND']);

/** Low-cost carriers leave routes shorter than this to trains, coaches and network carriers (no Wizz BEG–SOF). */
export const lowCostMinKm = 400;

/** The carriers based at each airport, so a leg asks two maps instead of every carrier. */
const carriersBasedAt: ReadonlyMap<string, readonly Carrier[]> = (() => {
  const based = new Map<string, Carrier[]>();
  for (const carrier of allCarriers) {
    for (const code of carrierBases[carrier.code] ?? [])
      based.set(code, [...(based.get(code) ?? []), carrier]);
  }
  return based;
})();

/** Within range and bans; a low-cost carrier off the slot-bound hubs and not on the shortest hops. */
function canFly(carrier: Carrier, from: Airport, to: Airport, distanceKm: number): boolean {
  if (distanceKm > rangeKm(carrier)) return false;
  if (!mayServe(carrier.home, from.countryCode) || !mayServe(carrier.home, to.countryCode)) return false;
  if (carrier.lowCost) {
    if (distanceKm < lowCostMinKm) return false;
    if (noLowCostAirports.has(from.code) || noLowCostAirports.has(to.code)) return false;
  }
  if (!carrier.shortHaul) return true;
  const region = regionOfCarrier.get(carrier.code);
  return regionOfAirport(from) === region && regionOfAirport(to) === region;
}

export function directLegCarriers(from: Airport, to: Airport, distanceKm: number): LegCarriers {
  const based = new Set([...(carriersBasedAt.get(from.code) ?? []), ...(carriersBasedAt.get(to.code) ?? [])]);
  const flying = [...based].filter((carrier) => canFly(carrier, from, to, distanceKm));
  return {
    carriers: codes(flying.filter((carrier) => !carrier.lowCost)),
    lowCostCarriers: codes(flying.filter((carrier) => carrier.lowCost)),
  };
}

/** The carriers of these hubs that can fly this leg: a connection flies the hub's own airline. */
export function hubLegCarriers(
  legHubs: readonly Hub[],
  from: Airport,
  to: Airport,
  distanceKm: number,
): string[] {
  const hubCarrierCodes = [...new Set(legHubs.flatMap((hub) => hub.carriers))];
  return hubCarrierCodes.filter((code) => {
    const carrier = carrierOf(code);
    return (
      carrier !== undefined &&
      distanceKm <= rangeKm(carrier) &&
      mayServe(carrier.home, from.countryCode) &&
      mayServe(carrier.home, to.countryCode)
    );
  });
}
