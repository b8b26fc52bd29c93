import type { Deal } from './deal';

/** How many connections a trip may have on each leg. */
export const stopsOptions = ['any', 'direct', 'upToOne'] as const;
export type StopsFilter = (typeof stopsOptions)[number];

/** The lowest hotel rating (0–10) a deal may have; 0 lets every hotel through, unrated ones included. */
export const minRatingOptions = [0, 7, 8, 9] as const;
export type MinRating = (typeof minRatingOptions)[number];

/** The farthest a hotel may be from the city centre, in km; 0 lets every hotel through, those without a position too. */
export const maxDistanceOptions = [0, 1, 3, 5] as const;
export type MaxDistance = (typeof maxDistanceOptions)[number];

/** Parts of the day by the local departure hour: night 0–6, morning 6–12, afternoon 12–18, evening 18–24. */
export const dayParts = ['night', 'morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** What the visitor narrowed the results to. An empty list means no narrowing on that question. */
export interface ResultFilters {
  stops: StopsFilter;
  minRating: MinRating;
  /** Validating airline codes; a deal passes when its airline is one of them. */
  airlines: readonly string[];
  /** Parts of the day the outbound may leave in. */
  departureTimes: readonly DayPart[];
  /** Parts of the day the return may leave in; a one-way deal has no return to match. */
  returnTimes: readonly DayPart[];
  /** Only hotels that say their rate can be cancelled for a refund. */
  refundableOnly: boolean;
  /** Hotels within this many km of the centre; a hotel whose distance is unknown passes only at 0. */
  maxDistanceKm: MaxDistance;
}

export type FilterName = keyof ResultFilters;

/** In the order a filters panel shows them; ties between loosening suggestions keep this order. */
export const filterNames = [
  'stops',
  'minRating',
  'airlines',
  'departureTimes',
  'returnTimes',
  'refundableOnly',
  'maxDistanceKm',
] as const satisfies readonly FilterName[];

export const noFilters: ResultFilters = {
  stops: 'any',
  minRating: 0,
  airlines: [],
  departureTimes: [],
  returnTimes: [],
  refundableOnly: false,
  maxDistanceKm: 0,
};

/** One-way offers carry the outbound again as their return (product.md §9): the same departure means no flight back. */
export function isOneWay(deal: Deal): boolean {
  return deal.flight.return.departureAt === deal.flight.outbound.departureAt;
}

/** The part of the day of a local date-time 'YYYY-MM-DDTHH:MM:SS', read as written (no time-zone conversion). */
export function dayPart(isoLocal: string): DayPart {
  const hour = Number(isoLocal.slice(11, 13));
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || isoLocal[10] !== 'T') {
    throw new RangeError(
      `Expected a local date-time like '2026-12-01T08:30:00', got ${JSON.stringify(isoLocal)}.`,
    );
  }
  return dayParts[Math.floor(hour / 6)] ?? 'evening';
}

function withinStops(deal: Deal, stops: StopsFilter): boolean {
  const most = Math.max(deal.flight.outbound.stops, deal.flight.return.stops);
  if (stops === 'direct') return most === 0;
  if (stops === 'upToOne') return most <= 1;
  return true;
}

function withinDistance(deal: Deal, maxKm: MaxDistance): boolean {
  if (maxKm === 0) return true;
  const distance = deal.hotel.distanceFromCentreKm;
  return distance !== undefined && distance <= maxKm;
}

/** Whether the deal passes one filter, whatever the others say. */
export function passesFilter(deal: Deal, filters: ResultFilters, name: FilterName): boolean {
  switch (name) {
    case 'stops':
      return withinStops(deal, filters.stops);
    case 'minRating':
      return deal.hotel.rating >= filters.minRating;
    case 'airlines':
      return filters.airlines.length === 0 || filters.airlines.includes(deal.flight.airlineCode);
    case 'departureTimes':
      return (
        filters.departureTimes.length === 0 ||
        filters.departureTimes.includes(dayPart(deal.flight.outbound.departureAt))
      );
    case 'returnTimes':
      return (
        filters.returnTimes.length === 0 ||
        (!isOneWay(deal) && filters.returnTimes.includes(dayPart(deal.flight.return.departureAt)))
      );
    case 'refundableOnly':
      return !filters.refundableOnly || deal.hotel.refundable === true;
    case 'maxDistanceKm':
      return withinDistance(deal, filters.maxDistanceKm);
  }
}

export function passesFilters(deal: Deal, filters: ResultFilters): boolean {
  return filterNames.every((name) => passesFilter(deal, filters, name));
}

/** Whether a filter narrows anything, i.e. differs from "no filter". */
export function isFilterActive(filters: ResultFilters, name: FilterName): boolean {
  const value = filters[name];
  return Array.isArray(value) ? value.length > 0 : value !== noFilters[name];
}

export function activeFilters(filters: ResultFilters): FilterName[] {
  return filterNames.filter((name) => isFilterActive(filters, name));
}

/** The filters with one of them set to `value`. */
export function withFilter<Name extends FilterName>(
  filters: ResultFilters,
  name: Name,
  value: ResultFilters[Name],
): ResultFilters {
  return { ...filters, [name]: value };
}

/** The filters with one of them back to "no filter". */
export function withoutFilter(filters: ResultFilters, name: FilterName): ResultFilters {
  return withFilter(filters, name, noFilters[name]);
}

/** A list filter with `item` added when absent or taken out when present, in its options' order. */
export function toggled<Item>(selected: readonly Item[], item: Item, order: readonly Item[]): Item[] {
  const next = selected.includes(item) ? selected.filter((each) => each !== item) : [...selected, item];
  return order.filter((each) => next.includes(each));
}
