import { airportData, type Airport } from './airport-data';
import { allCarriers, carriersByRegion, type Carrier } from './airlines-by-region';
import { haversineKm } from './geo';
import { hubByCode, hubs } from './hubs';
import { regionOf } from './regions';

/** How a route can be flown: direct, or via one or two hubs, and which carriers fly each leg. */

export interface Leg {
  from: Airport;
  to: Airport;
  distanceKm: number;
  /** Network carriers that plausibly fly this leg. */
  carriers: readonly string[];
  /** Low-cost carriers that fly it too; `carriers` and these are never both empty. */
  lowCostCarriers: readonly string[];
}

/** One way of flying a route: its legs in order (one leg is a direct flight). */
export type RoutePlan = readonly Leg[];

export interface RoutePlans {
  distanceKm: number;
  /** The direct plan when the route is flown non-stop. */
  direct?: RoutePlan;
  /** Plans with connections, best (shortest detour) first. */
  connecting: RoutePlan[];
}

/** 0 no scheduled service, 1 medium, 2 large, 3 hub. */
function serviceLevel(airport: Airport): number {
  if (hubByCode.has(airport.code)) return 3;
  if (!airport.scheduled) return 0;
  return airport.size === 'L' ? 2 : 1;
}

/**
 * The longest non-stop flight between two airports, by how well served they are: hubs fly long-haul to each
 * other and to big airports; medium airports feed their nearest hubs and link to each other only when close.
 */
const maxDirectKmByLevels: Readonly<Record<string, number>> = {
  '3-3': 16_000,
  '2-3': 12_000,
  '2-2': 4_000,
  '1-3': 4_500,
  '1-2': 1_800,
  '1-1': 900,
};

function maxDirectKm(from: Airport, to: Airport): number {
  const [low, high] = [serviceLevel(from), serviceLevel(to)].sort((left, right) => left - right);
  return maxDirectKmByLevels[`${low}-${high}`] ?? 0;
}

function canFlyDirect(from: Airport, to: Airport): boolean {
  return haversineKm(from, to) <= maxDirectKm(from, to);
}

const regionOfAirport = (airport: Airport) => regionOf(airport.countryCode, airport.continent);

/**
 * Carriers of either end's country, and the region's low-cost carriers on short legs within it; the region's
 * network carriers when neither country has one of its own.
 */
function directCarriers(
  from: Airport,
  to: Airport,
  distanceKm: number,
): Pick<Leg, 'carriers' | 'lowCostCarriers'> {
  const region = regionOfAirport(from);
  const shortHaulAllowed = region === regionOfAirport(to) && distanceKm <= 4_000;
  const flies = (carrier: Carrier) => !carrier.shortHaul || shortHaulAllowed;
  const home = allCarriers.filter(
    (carrier) =>
      flies(carrier) &&
      !carrier.lowCost &&
      (carrier.countries.includes(from.countryCode) || carrier.countries.includes(to.countryCode)),
  );
  const lowCost = shortHaulAllowed ? carriersByRegion[region].filter((carrier) => carrier.lowCost) : [];
  const codes = (carriers: readonly Carrier[]) => carriers.map((carrier) => carrier.code);
  if (home.length > 0 || lowCost.length > 0)
    return { carriers: codes(home), lowCostCarriers: codes(lowCost) };
  const regions = [...new Set([region, regionOfAirport(to)])];
  return {
    carriers: regions.flatMap((each) =>
      codes(carriersByRegion[each].filter((carrier) => !carrier.shortHaul)),
    ),
    lowCostCarriers: [],
  };
}

function leg(from: Airport, to: Airport, hubCarriers?: readonly string[]): Leg {
  const distanceKm = haversineKm(from, to);
  const carriers = hubCarriers
    ? { carriers: hubCarriers, lowCostCarriers: [] }
    : directCarriers(from, to, distanceKm);
  return { from, to, distanceKm, ...carriers };
}

interface HubAirport {
  airport: Airport;
  carriers: readonly string[];
}

let hubAirports: HubAirport[] | undefined;

function allHubAirports(): HubAirport[] {
  hubAirports ??= hubs.flatMap((hub) => {
    const airport = airportData().airportByCode.get(hub.code);
    return airport ? [{ airport, carriers: hub.carriers }] : [];
  });
  return hubAirports;
}

/** A connection is worth offering when it adds at most 35% to the distance, or 800 km on short routes. */
function isReasonableDetour(flownKm: number, distanceKm: number, allowance = 1.35): boolean {
  return flownKm <= distanceKm * allowance || flownKm - distanceKm <= 800;
}

const maxOneStopPlans = 4;
const maxTwoStopPlans = 3;

export function planRoutes(origin: Airport, destination: Airport): RoutePlans {
  const distanceKm = haversineKm(origin, destination);
  const direct = canFlyDirect(origin, destination) ? [leg(origin, destination)] : undefined;
  const candidates = allHubAirports().filter(
    ({ airport }) => airport.cityCode !== origin.cityCode && airport.cityCode !== destination.cityCode,
  );

  const oneStop = candidates
    .filter(({ airport }) => canFlyDirect(origin, airport) && canFlyDirect(airport, destination))
    .map((hub) => ({
      hub,
      flownKm: haversineKm(origin, hub.airport) + haversineKm(hub.airport, destination),
    }))
    .filter(({ flownKm }) => isReasonableDetour(flownKm, distanceKm))
    .sort((left, right) => left.flownKm - right.flownKm)
    .slice(0, maxOneStopPlans)
    .map(({ hub }) => [leg(origin, hub.airport, hub.carriers), leg(hub.airport, destination, hub.carriers)]);
  if (direct || oneStop.length > 0) return { distanceKm, direct, connecting: oneStop };

  const twoStop = candidates
    .filter(({ airport }) => canFlyDirect(origin, airport))
    .flatMap((first) =>
      candidates
        .filter(
          ({ airport }) =>
            airport !== first.airport &&
            canFlyDirect(first.airport, airport) &&
            canFlyDirect(airport, destination),
        )
        .map((second) => ({
          first,
          second,
          flownKm:
            haversineKm(origin, first.airport) +
            haversineKm(first.airport, second.airport) +
            haversineKm(second.airport, destination),
        })),
    )
    .filter(({ flownKm }) => isReasonableDetour(flownKm, distanceKm, 1.6))
    .sort((left, right) => left.flownKm - right.flownKm)
    .slice(0, maxTwoStopPlans)
    .map(({ first, second }) => [
      leg(origin, first.airport, first.carriers),
      leg(first.airport, second.airport, first.carriers),
      leg(second.airport, destination, second.carriers),
    ]);
  if (twoStop.length > 0) return { distanceKm, connecting: twoStop };
  return { distanceKm, connecting: [viaNearestHubs(origin, destination, candidates)] };
}

/** A thin route far from every hub still connects, through the hub nearest each end. */
function viaNearestHubs(origin: Airport, destination: Airport, candidates: readonly HubAirport[]): RoutePlan {
  const nearest = (airport: Airport) =>
    candidates.reduce((best, hub) =>
      haversineKm(airport, hub.airport) < haversineKm(airport, best.airport) ? hub : best,
    );
  const first = nearest(origin);
  const second = nearest(destination);
  if (first === second) {
    return [leg(origin, first.airport, first.carriers), leg(first.airport, destination, first.carriers)];
  }
  return [
    leg(origin, first.airport, first.carriers),
    leg(first.airport, second.airport, first.carriers),
    leg(second.airport, destination, second.carriers),
  ];
}
