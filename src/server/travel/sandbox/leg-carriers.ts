import type { Airport } from './airport-data';
import {
  allCarriers,
  carrierOf,
  carriersByRegion,
  rangeKm,
  regionOfCarrier,
  type Carrier,
} from './airlines-by-region';
import { hubByCode, type Hub } from './hubs';
import { regionOf } from '../../../core/world-regions';

/**
 * Who flies a leg. A non-stop between two airports: the network carriers of either end's country or hub, and
 * the low-cost carriers based in either country when both ends are in the carrier's region; a leg to or from a
 * connecting hub: that hub's own carriers. Every carrier only within its range (airlines-by-region.ts).
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

/** Within range, and for a short-haul carrier, with both ends in its own region. */
function canFly(carrier: Carrier, from: Airport, to: Airport, distanceKm: number): boolean {
  if (distanceKm > rangeKm(carrier)) return false;
  if (carrier.lowCost && (noLowCostAirports.has(from.code) || noLowCostAirports.has(to.code))) return false;
  if (!carrier.shortHaul) return true;
  const region = regionOfCarrier.get(carrier.code);
  return regionOfAirport(from) === region && regionOfAirport(to) === region;
}

const touches = (carrier: Carrier, from: Airport, to: Airport) =>
  carrier.countries.includes(from.countryCode) || carrier.countries.includes(to.countryCode);

export function directLegCarriers(from: Airport, to: Airport, distanceKm: number): LegCarriers {
  const hubCarriers = new Set([from, to].flatMap((end) => hubByCode.get(end.code)?.carriers ?? []));
  const flying = allCarriers.filter(
    (carrier) =>
      canFly(carrier, from, to, distanceKm) && (touches(carrier, from, to) || hubCarriers.has(carrier.code)),
  );
  const network = flying.filter((carrier) => !carrier.lowCost);
  const lowCost = flying.filter((carrier) => carrier.lowCost);
  if (network.length > 0 || lowCost.length > 0)
    return { carriers: codes(network), lowCostCarriers: codes(lowCost) };
  // Neither country nor hub has a carrier of its own: the regions' long-haul network carriers stand in.
  const regions = new Set([regionOfAirport(from), regionOfAirport(to)]);
  const standIns = [...regions].flatMap((region) =>
    carriersByRegion[region].filter((carrier) => !carrier.shortHaul && canFly(carrier, from, to, distanceKm)),
  );
  return { carriers: codes(standIns), lowCostCarriers: [] };
}

/** The carriers of these hubs that can fly a leg this long: a connection flies the hub's own airline. */
export function hubLegCarriers(legHubs: readonly Hub[], distanceKm: number): string[] {
  const hubCarrierCodes = [...new Set(legHubs.flatMap((hub) => hub.carriers))];
  return hubCarrierCodes.filter((code) => {
    const carrier = carrierOf(code);
    return carrier !== undefined && distanceKm <= rangeKm(carrier);
  });
}
