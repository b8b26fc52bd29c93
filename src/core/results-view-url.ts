import { optionNamed } from './option-named';
import {
  dayParts,
  maxDistanceOptions,
  minRatingOptions,
  noFilters,
  stopsOptions,
  type DayPart,
  type ResultFilters,
} from './results-view-filters';
import { sortKeys, type SortKey } from './results-view-sort';

/**
 * The results page's sort and filters as query parameters beside the search's own (search-url.ts), so a reload or
 * a shared link keeps "cheapest, direct only". Defaults are left out; what a hand-edited link gets wrong is
 * ignored, never an error.
 */
const names = {
  sort: 'sort',
  stops: 'stops',
  minRating: 'rating',
  airlines: 'airlines',
  departureTimes: 'departTimes',
  returnTimes: 'returnTimes',
  refundableOnly: 'refundable',
  maxDistanceKm: 'withinKm',
} as const;

export const resultsViewParamNames: readonly string[] = Object.values(names);

export interface ResultsViewChoice {
  sort: SortKey;
  filters: ResultFilters;
}

const list = (text: string | null) => (text ?? '').split(',').filter(Boolean);
/** Validating carriers are two letters or digits (IATA); anything else cannot match a deal. */
const airlineCode = /^[A-Z0-9]{2}$/;

function dayPartsIn(text: string | null): DayPart[] {
  const named = list(text);
  return dayParts.filter((part) => named.includes(part));
}

/** The sort and filters a query names; the default for each it does not name or names wrongly. */
export function readResultsView(query: URLSearchParams): ResultsViewChoice {
  const rating = minRatingOptions.find((option) => String(option) === query.get(names.minRating));
  const distance = maxDistanceOptions.find((option) => String(option) === query.get(names.maxDistanceKm));
  const airlines = list(query.get(names.airlines)).map((code) => code.toUpperCase());
  return {
    sort: optionNamed(sortKeys, query.get(names.sort)) ?? 'value',
    filters: {
      stops: optionNamed(stopsOptions, query.get(names.stops)) ?? noFilters.stops,
      minRating: rating ?? noFilters.minRating,
      airlines: [...new Set(airlines.filter((code) => airlineCode.test(code)))],
      departureTimes: dayPartsIn(query.get(names.departureTimes)),
      returnTimes: dayPartsIn(query.get(names.returnTimes)),
      refundableOnly: query.get(names.refundableOnly) === '1',
      maxDistanceKm: distance ?? noFilters.maxDistanceKm,
    },
  };
}

/** Writes the sort and filters into `query` in place, replacing any view it held; defaults are left out. */
export function writeResultsView(query: URLSearchParams, sort: SortKey, filters: ResultFilters): void {
  for (const name of resultsViewParamNames) query.delete(name);
  if (sort !== 'value') query.set(names.sort, sort);
  if (filters.stops !== noFilters.stops) query.set(names.stops, filters.stops);
  if (filters.minRating !== noFilters.minRating) query.set(names.minRating, String(filters.minRating));
  if (filters.airlines.length > 0) query.set(names.airlines, filters.airlines.join(','));
  if (filters.departureTimes.length > 0) query.set(names.departureTimes, filters.departureTimes.join(','));
  if (filters.returnTimes.length > 0) query.set(names.returnTimes, filters.returnTimes.join(','));
  if (filters.refundableOnly) query.set(names.refundableOnly, '1');
  if (filters.maxDistanceKm !== noFilters.maxDistanceKm) {
    query.set(names.maxDistanceKm, String(filters.maxDistanceKm));
  }
}

/** The page's navigation state for a sort or filter change: the search in the URL is the same, so it is not run again. */
export const resultsViewChange = { resultsViewChange: true } as const;

export function isResultsViewChange(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'resultsViewChange' in state;
}
