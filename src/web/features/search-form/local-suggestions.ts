import { createLocationIndex, rankLocations } from '../../../core/location-search/location-index';
import { decodePopularPlaces } from '../../../core/location-search/popular-places';
import type { TravelLocation } from '../../../core/travel-data';
import { keepKind, type LocationKind } from './location-search';

/** Suggestions from the busiest places alone, for a keyword the server has yet to answer. */
export type LocalSuggestions = (keyword: string, kind: LocationKind) => TravelLocation[];

/**
 * Ranks GET /api/locations/popular's places with the server's own rules and code, so the places it shows come in
 * the order the server's answer would give them, without the places a keyword is only inside of (the server's
 * answer brings those, after the many word matches the busiest few lack). Loaded with the data on a field's first
 * focus, never up front.
 */
export function localSuggestions(body: unknown): LocalSuggestions {
  const index = createLocationIndex(decodePopularPlaces(body));
  return (keyword, kind) => keepKind(rankLocations(index, keyword, { wordMatchesOnly: true }), kind);
}
