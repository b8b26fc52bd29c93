import type { TravelLocation } from '../../../core/travel-data';
import { isRecord, isTravelLocation } from '../../../core/travel-location-check';
import { ApiError, apiJson } from '../../lib/api-client';
import { placeLanguageQuery } from '../../lib/place-language';

/** 'airport' suggests airports and cities (flight fields); 'city' only cities (accommodation field). */
export type LocationKind = 'airport' | 'city';

/**
 * product.md §9: the API answers only from 3 characters on, or 2 in Chinese, Japanese or Korean (the server's rule).
 * `minKeywordLength` is the 3; `isLongEnoughKeyword` is the whole rule.
 */
export { isLongEnoughKeyword, minKeywordLength } from '../../../core/location-keyword';

/** The answer checked once more: the fields draw it at once, and a page may outlive a deploy that changed it. */
function locationsIn(body: unknown): TravelLocation[] {
  if (!isRecord(body) || !Array.isArray(body.data) || !body.data.every(isTravelLocation)) {
    throw new Error('GET /api/locations answered an unexpected shape');
  }
  return body.data;
}

/** A refused lookup: 429 means the visitor typed faster than the API's per-client limit allows. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** The suggestions a field of this kind offers: the city variant keeps only CITY results. */
export function keepKind(locations: TravelLocation[], kind: LocationKind): TravelLocation[] {
  return kind === 'city' ? locations.filter((location) => location.subType === 'CITY') : locations;
}

/**
 * Suggestions for a keyword from GET /api/locations, named in the site's language; a refusal throws ApiError.
 * `signal` cancels the request when a newer keyword supersedes it; the city variant keeps only CITY results even
 * if the server sent others.
 */
export async function searchLocations(
  keyword: string,
  kind: LocationKind,
  signal: AbortSignal,
): Promise<TravelLocation[]> {
  const answer = await apiJson('get', '/api/locations', {
    query: { keyword, type: kind, ...placeLanguageQuery() },
    signal,
  });
  return keepKind(locationsIn(answer), kind);
}
