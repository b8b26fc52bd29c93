import type { Airport } from './airport-data';
import { allCarriers, carrierOf, rangeKm, regionOfCarrier, type Carrier } from './airlines-by-region';
import type { Hub } from './hubs';
import { mayServe } from './network/airspace-rules';
import { arePartners } from './network/alliances';
import { carrierBases } from './network/carrier-bases';
import { regionOf } from '../../../core/world-regions';

/**
 * Who flies a leg. A non-stop between two airports: the carriers with a hub or base at either end
 * (network/carrier-bases.ts); a leg to or from a connecting hub: that hub's own carriers and their alliance
 * partners based at either end (network/alliances.ts). Every carrier only
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

/**
 * Where an alliance partner feeds another's hub: within its own region, or on the alliances' transatlantic and
 * transpacific joint ventures (United Chicago → Frankfurt); not TAP Lisbon → Singapore.
 */
function feedsPartnerHub(carrier: Carrier, from: Airport, to: Airport): boolean {
  const regions = new Set([regionOfAirport(from), regionOfAirport(to)]);
  if (regions.size === 1) return regions.has(regionOfCarrier.get(carrier.code) ?? 'oceania');
  return regions.has('north-america') && (regions.has('europe') || regions.has('asia'));
}

/**
 * Who flies a leg to, from or between connecting hubs: the hubs' own airlines, and their alliance partners based
 * at either end (Warsaw → Frankfurt on LOT as well as Lufthansa), each where it can fly the leg.
 */
export function hubLegCarriers(
  legHubs: readonly Hub[],
  from: Airport,
  to: Airport,
  distanceKm: number,
): string[] {
  const hubCarrierCodes = new Set(legHubs.flatMap((hub) => hub.carriers));
  const own = [...hubCarrierCodes].flatMap((code) => carrierOf(code) ?? []);
  const based = [...(carriersBasedAt.get(from.code) ?? []), ...(carriersBasedAt.get(to.code) ?? [])];
  const partners = based.filter(
    (carrier) =>
      !carrier.lowCost &&
      !hubCarrierCodes.has(carrier.code) &&
      [...hubCarrierCodes].some((code) => arePartners(code, carrier.code)) &&
      feedsPartnerHub(carrier, from, to),
  );
  return [...new Set([...own, ...partners])]
    .filter((carrier) => canFly(carrier, from, to, distanceKm))
    .map((carrier) => carrier.code);
}
