import type { LanguageCode } from '../../../core/languages';
import type { SavedSearch, SavedSearchInput, SavedSearchPage } from '../../../core/saved-search';
import { apiJson, apiSend } from '../../lib/api-client';

/** One page of the signed-in user's saved searches, newest first; `cursor` is the previous page's nextCursor. */
export function listSavedSearches(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SavedSearchPage> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  return apiJson<SavedSearchPage>(`/api/saved-searches?${query}`, { signal });
}

export function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('/api/saved-searches', { method: 'POST', body: input });
}

export function deleteSavedSearch(id: string): Promise<void> {
  return apiSend(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Turns a saved search's trip watch on or off; answers the saved search with its new watch. */
export function setTripWatch(id: string, watching: boolean, language?: LanguageCode): Promise<SavedSearch> {
  return apiJson<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/watch`, {
    method: 'PUT',
    body: { watching, ...(language ? { language } : {}) },
  });
}

/** Every saved search that is or was watched, departure soonest first. */
export async function listWatchedTrips(signal?: AbortSignal): Promise<SavedSearch[]> {
  return (await apiJson<{ data: SavedSearch[] }>('/api/watches', { signal })).data;
}

/** The trip a mail's unsubscribe link stopped watching; null when its saved search no longer exists. */
export interface UnsubscribedTrip {
  flightFromName: string;
  flightToName: string;
  departureDate: string;
}

/** The one-click unsubscribe of a watch mail: the token signs which watch, so no session is needed. */
export async function unsubscribeFromWatch(token: string): Promise<UnsubscribedTrip | null> {
  return (
    await apiJson<{ trip: UnsubscribedTrip | null }>('/api/watches/unsubscribe', {
      method: 'POST',
      body: { token },
    })
  ).trip;
}
