import { airlineName } from './airlines';
import type { Deal } from './deal';
import {
  activeFilters,
  dayParts,
  isOneWay,
  maxDistanceOptions,
  minRatingOptions,
  passesFilters,
  stopsOptions,
  withFilter,
  withoutFilter,
  type DayPart,
  type FilterName,
  type MaxDistance,
  type MinRating,
  type ResultFilters,
  type StopsFilter,
} from './results-view-filters';

/** One choice of a filter and how many hotels the results would show with it. */
export interface FacetOption<Value> {
  value: Value;
  hotels: number;
}

/**
 * Every filter's choices with their hotel counts, as faceted search shows them: each count applies that choice
 * and leaves the other filters as they are. A list filter counts each choice on its own (as if only it were
 * ticked), so a ticked airline does not hide what ticking a second one would add.
 */
export interface ResultFacets {
  stops: FacetOption<StopsFilter>[];
  minRating: FacetOption<MinRating>[];
  /** Airlines of every deal, by name. */
  airlines: FacetOption<string>[];
  departureTimes: FacetOption<DayPart>[];
  /** Absent when no deal flies back: a one-way search has no return to choose. */
  returnTimes?: FacetOption<DayPart>[];
  /**
   * Hotels left with free cancellation only. Absent unless some hotel says whether its rate is refundable:
   * otherwise the filter could only empty the page.
   */
  refundableOnly?: number;
  /** Hotels within each distance of the centre. Absent unless some hotel's distance is known. */
  maxDistanceKm?: FacetOption<MaxDistance>[];
}

/** A filter that, removed alone, brings hotels back to an empty page. */
export interface LoosenSuggestion {
  filter: FilterName;
  hotels: number;
}

/** How many hotels have at least one deal that passes the filters. */
export function matchingHotels(deals: readonly Deal[], filters: ResultFilters): number {
  const hotels = new Set<string>();
  for (const deal of deals) if (passesFilters(deal, filters)) hotels.add(deal.hotel.hotelId);
  return hotels.size;
}

/** Airline codes of the deals, each once, ordered by the name a card shows (the code when unknown). */
function airlineCodes(deals: readonly Deal[]): string[] {
  const label = (code: string) => airlineName(code) ?? code;
  return [...new Set(deals.map((deal) => deal.flight.airlineCode))].sort((a, b) =>
    label(a).localeCompare(label(b), 'en'),
  );
}

export function resultFacets(deals: readonly Deal[], filters: ResultFilters): ResultFacets {
  const count = (next: ResultFilters) => matchingHotels(deals, next);
  const options = <Value>(values: readonly Value[], apply: (value: Value) => ResultFilters) =>
    values.map((value) => ({ value, hotels: count(apply(value)) }));
  const facets: ResultFacets = {
    stops: options(stopsOptions, (value) => withFilter(filters, 'stops', value)),
    minRating: options(minRatingOptions, (value) => withFilter(filters, 'minRating', value)),
    airlines: options(airlineCodes(deals), (code) => withFilter(filters, 'airlines', [code])),
    departureTimes: options(dayParts, (part) => withFilter(filters, 'departureTimes', [part])),
  };
  if (deals.some((deal) => !isOneWay(deal))) {
    facets.returnTimes = options(dayParts, (part) => withFilter(filters, 'returnTimes', [part]));
  }
  if (deals.some((deal) => deal.hotel.refundable !== undefined)) {
    facets.refundableOnly = count(withFilter(filters, 'refundableOnly', true));
  }
  if (deals.some((deal) => deal.hotel.distanceFromCentreKm !== undefined)) {
    facets.maxDistanceKm = options(maxDistanceOptions, (km) => withFilter(filters, 'maxDistanceKm', km));
  }
  return facets;
}

/**
 * The active filters that, each removed on its own, bring hotels back; the one that brings most first (ties in the
 * panel's order). Empty when the filters already let hotels through, or only removing several at once would.
 */
export function loosenSuggestions(deals: readonly Deal[], filters: ResultFilters): LoosenSuggestion[] {
  if (matchingHotels(deals, filters) > 0) return [];
  return activeFilters(filters)
    .map((filter) => ({ filter, hotels: matchingHotels(deals, withoutFilter(filters, filter)) }))
    .filter((suggestion) => suggestion.hotels > 0)
    .sort((a, b) => b.hotels - a.hotels);
}
