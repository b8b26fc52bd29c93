import type { LanguageCode } from '../../../core/languages';
import type { SavedSearch } from '../../../core/saved-search';
import { apiJson } from '../../lib/api-client';

/** Turns a saved search's trip watch on or off; answers the saved search with its new watch. */
export function setTripWatch(id: string, watching: boolean, language?: LanguageCode): Promise<SavedSearch> {
  return apiJson('put', '/api/saved-searches/{id}/watch', {
    path: { id },
    body: { watching, ...(language ? { language } : {}) },
  });
}

/** Every saved search that is or was watched, departure soonest first. */
export async function listWatchedTrips(signal?: AbortSignal): Promise<SavedSearch[]> {
  return (await apiJson('get', '/api/watches', { signal })).data;
}

/** The trip a mail's unsubscribe link stopped watching; null when its saved search no longer exists. */
export interface UnsubscribedTrip {
  flightFromName: string;
  flightToName: string;
  departureDate: string;
}

/** The trip a watch mail's unsubscribe link is about, and whether it is still watched. */
export interface UnsubscribeLinkTrip {
  searchName?: string;
  flightFromName: string;
  flightToName: string;
  departureDate: string;
  returnDate?: string;
  isOneWay: boolean;
  watching: boolean;
}

/**
 * Reads what the unsubscribe link is about (null when its saved search is gone). It changes nothing, so a mail
 * scanner that opens the page stops nothing.
 */
export async function readUnsubscribeLink(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribeLinkTrip | null> {
  return (await apiJson('get', '/api/watches/unsubscribe', { query: { token }, signal })).trip;
}

/** The unsubscribe link's Stop watching: the token signs which watch, so no session is needed. */
export async function unsubscribeFromWatch(token: string): Promise<UnsubscribedTrip | null> {
  return (await apiJson('post', '/api/watches/unsubscribe', { body: { token } })).trip;
}
