import type { TravelLocation } from '../../../core/travel-data';
import { isRecord, isTravelLocation } from '../../../core/travel-location-check';

/** 'airport' suggests airports and cities (flight fields); 'city' only cities (accommodation field). */
export type LocationKind = 'airport' | 'city';

/**
 * SPEC §9: the API answers only from 3 characters on, or 2 in Chinese, Japanese or Korean (the server's rule).
 * `minKeywordLength` is the 3; `isLongEnoughKeyword` is the whole rule.
 */
export { isLongEnoughKeyword, minKeywordLength } from '../../../core/location-keyword';

function locationsIn(body: unknown): TravelLocation[] {
  if (!isRecord(body) || !Array.isArray(body.data) || !body.data.every(isTravelLocation)) {
    throw new Error('GET /api/locations answered an unexpected shape');
  }
  return body.data;
}

/** A failed lookup, with the HTTP status and the API's error code when it sent one. */
export class LocationSearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`GET /api/locations answered ${status}${code ? ` (${code})` : ''}`);
    this.name = 'LocationSearchError';
  }
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof LocationSearchError && error.status === 429;
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  return typeof body.error.code === 'string' ? body.error.code : undefined;
}

/** The suggestions a field of this kind offers: the city variant keeps only CITY results. */
export function keepKind(locations: TravelLocation[], kind: LocationKind): TravelLocation[] {
  return kind === 'city' ? locations.filter((location) => location.subType === 'CITY') : locations;
}

/**
 * Suggestions for a keyword from GET /api/locations. `signal` cancels the request when a newer keyword
 * supersedes it; the city variant keeps only CITY results even if the server sent others.
 */
export async function searchLocations(
  keyword: string,
  kind: LocationKind,
  signal: AbortSignal,
): Promise<TravelLocation[]> {
  const query = new URLSearchParams({ keyword, type: kind });
  const response = await fetch(`/api/locations?${query}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new LocationSearchError(response.status, await errorCode(response));
  return keepKind(locationsIn(await response.json()), kind);
}
