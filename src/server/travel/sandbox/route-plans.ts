import { LRUCache } from 'lru-cache';
import { airportData, type Airport } from './airport-data';
import { haversineKm } from './geo';
import { hubs, type Hub } from './hubs';
import { directLegCarriers, hubLegCarriers, type LegCarriers } from './leg-carriers';
import { isOpenLeg } from './network/airspace-rules';
import { knownNonStopCarriers } from './network/known-nonstops';
import { isPlausibleNonStop } from './nonstop-rules';

/** How a route can be flown: direct, or via one or two hubs, and which carriers fly each leg. */

export interface Leg extends LegCarriers {
  from: Airport;
  to: Airport;
  distanceKm: number;
}

/** One way of flying a route: its legs in order (one leg is a direct flight). */
export type RoutePlan = readonly Leg[];

export interface RoutePlans {
  distanceKm: number;
  /** The direct plan when the route is flown non-stop. */
  direct?: RoutePlan;
  /** Plans with connections, best (shortest detour) first; empty when the route cannot be flown at all. */
  connecting: RoutePlan[];
}

/** The non-stop leg, when one plausibly exists (or is known to), no ban closes it and someone flies it. */
function directLeg(from: Airport, to: Airport): Leg | undefined {
  const distanceKm = haversineKm(from, to);
  if (!isOpenLeg(from.countryCode, to.countryCode)) return undefined;
  const plausible = isPlausibleNonStop(from, to, distanceKm);
  const known = plausible ? undefined : knownNonStopCarriers(from.code, to.code);
  if (!plausible && !known) return undefined;
  const based = directLegCarriers(from, to, distanceKm);
  const carriers = known
    ? { carriers: based.carriers.filter((code) => known.includes(code)), lowCostCarriers: [] }
    : based;
  const flown = carriers.carriers.length > 0 || carriers.lowCostCarriers.length > 0;
  return flown ? { from, to, distanceKm, ...carriers } : undefined;
}

/** A leg flown by these hubs' own carriers, when no ban closes it and one of them has the range. */
function hubCarrierLeg(from: Airport, to: Airport, legHubs: readonly Hub[]): Leg | undefined {
  if (!isOpenLeg(from.countryCode, to.countryCode)) return undefined;
  const distanceKm = haversineKm(from, to);
  const carriers = hubLegCarriers(legHubs, from, to, distanceKm);
  return carriers.length > 0 ? { from, to, distanceKm, carriers, lowCostCarriers: [] } : undefined;
}

/**
 * Legs to, from and between hubs, kept: an explore index plans an origin to every city, asking the same origin's
 * legs to each hub and the same hub-to-hub legs hundreds of times.
 */
const hubLegs = new LRUCache<string, { leg?: Leg }>({ max: 50_000 });

/** A leg into, out of or between connecting hubs, where such a non-stop plausibly exists. */
function hubLeg(from: Airport, to: Airport, legHubs: readonly Hub[]): Leg | undefined {
  const key = `${from.code}-${to.code}-${legHubs.map((hub) => hub.code).join('-')}`;
  let known = hubLegs.get(key);
  if (!known) {
    const plausible = isPlausibleNonStop(from, to, haversineKm(from, to));
    known = { leg: plausible ? hubCarrierLeg(from, to, legHubs) : undefined };
    hubLegs.set(key, known);
  }
  return known.leg;
}

interface HubAirport {
  airport: Airport;
  hub: Hub;
}

let hubAirports: HubAirport[] | undefined;

function allHubAirports(): HubAirport[] {
  hubAirports ??= hubs.flatMap((hub) => {
    const airport = airportData().airportByCode.get(hub.code);
    return airport ? [{ airport, hub }] : [];
  });
  return hubAirports;
}

/** A connection is worth offering when it adds at most 35% to the distance, or 800 km on short routes. */
function isReasonableDetour(flownKm: number, distanceKm: number, allowance = 1.35): boolean {
  return flownKm <= distanceKm * allowance || flownKm - distanceKm <= 800;
}

const flownKm = (plan: RoutePlan) => plan.reduce((sum, leg) => sum + leg.distanceKm, 0);

/** The shortest `count` plans within the detour allowance. */
function shortest(plans: readonly RoutePlan[], distanceKm: number, allowance: number, count: number) {
  return plans
    .filter((plan) => isReasonableDetour(flownKm(plan), distanceKm, allowance))
    .sort((left, right) => flownKm(left) - flownKm(right))
    .slice(0, count);
}

/**
 * A domestic trip changes planes abroad only when it has neither a non-stop nor a connection at home: no
 * Birmingham → London via Amsterdam.
 */
function homeConnections(origin: Airport, destination: Airport, plans: RoutePlan[], direct: boolean) {
  if (origin.countryCode !== destination.countryCode) return plans;
  const atHome = plans.filter((plan) => plan.every((leg) => leg.to.countryCode === origin.countryCode));
  return direct || atHome.length > 0 ? atHome : plans;
}

const maxOneStopPlans = 4;
const maxTwoStopPlans = 3;

function oneStopPlans(origin: Airport, destination: Airport, candidates: readonly HubAirport[]): RoutePlan[] {
  return candidates.flatMap(({ airport, hub }) => {
    const first = hubLeg(origin, airport, [hub]);
    const second = first && hubLeg(airport, destination, [hub]);
    return first && second ? [[first, second]] : [];
  });
}

/** Via two hubs; the leg between them flies either hub's airline, so each connection is at its carrier's hub. */
function twoStopPlans(origin: Airport, destination: Airport, candidates: readonly HubAirport[]): RoutePlan[] {
  const lastLegs = new Map(candidates.map(({ airport, hub }) => [hub, hubLeg(airport, destination, [hub])]));
  return candidates.flatMap((first) => {
    const firstLeg = hubLeg(origin, first.airport, [first.hub]);
    if (!firstLeg) return [];
    return candidates.flatMap((second) => {
      const lastLeg = lastLegs.get(second.hub);
      if (second === first || !lastLeg) return [];
      const middleLeg = hubLeg(first.airport, second.airport, [first.hub, second.hub]);
      return middleLeg ? [[firstLeg, middleLeg, lastLeg]] : [];
    });
  });
}

/**
 * The direct flight and one-stop plans; without either, two-stop plans within a 60% detour, else the shortest
 * one- or two-stop plan however roundabout (a ban's detour: St Petersburg → Riga via Istanbul), else the way via
 * the nearest hubs. A route none of these reach has no plans.
 */
export function planRoutes(origin: Airport, destination: Airport): RoutePlans {
  const distanceKm = haversineKm(origin, destination);
  const direct = directLeg(origin, destination);
  const candidates = allHubAirports().filter(
    ({ airport }) => airport.cityCode !== origin.cityCode && airport.cityCode !== destination.cityCode,
  );
  const oneStops = homeConnections(
    origin,
    destination,
    oneStopPlans(origin, destination, candidates),
    direct !== undefined,
  );
  const oneStop = shortest(oneStops, distanceKm, 1.35, maxOneStopPlans);
  if (direct || oneStop.length > 0) return { distanceKm, direct: direct && [direct], connecting: oneStop };
  const twoStops = twoStopPlans(origin, destination, candidates);
  const twoStop = shortest(twoStops, distanceKm, 1.6, maxTwoStopPlans);
  if (twoStop.length > 0) return { distanceKm, connecting: twoStop };
  const roundabout = shortest([...oneStops, ...twoStops], distanceKm, Infinity, 1);
  return {
    distanceKm,
    connecting: roundabout.length > 0 ? roundabout : viaNearestHubs(origin, destination, candidates),
  };
}

/**
 * An airport far from every hub (a Pacific atoll, the Alaskan north) still connects, through the hub nearest each
 * end, as the only airline serving it would feed its passengers there. Only the carriers' range limits these legs.
 */
function viaNearestHubs(
  origin: Airport,
  destination: Airport,
  candidates: readonly HubAirport[],
): RoutePlan[] {
  const nearest = (airport: Airport) =>
    candidates.reduce((best, hub) =>
      haversineKm(airport, hub.airport) < haversineKm(airport, best.airport) ? hub : best,
    );
  const [first, second] = [nearest(origin), nearest(destination)];
  const legs =
    first === second
      ? [
          hubCarrierLeg(origin, first.airport, [first.hub]),
          hubCarrierLeg(first.airport, destination, [first.hub]),
        ]
      : [
          hubCarrierLeg(origin, first.airport, [first.hub]),
          hubCarrierLeg(first.airport, second.airport, [first.hub, second.hub]),
          hubCarrierLeg(second.airport, destination, [second.hub]),
        ];
  const flown = legs.filter((leg) => leg !== undefined);
  return flown.length === legs.length ? [flown] : [];
}
