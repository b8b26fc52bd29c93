import type { SavedSearch, SavedSearchInput } from '../../../core/saved-search';
import { apiJson, apiSend } from '../../lib/api-client';

/** The signed-in user's saved searches, newest first. */
export async function listSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const body = await apiJson<{ data: SavedSearch[] }>('/api/saved-searches', { signal });
  return body.data;
}

export function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>('/api/saved-searches', { method: 'POST', body: input });
}

export function deleteSavedSearch(id: string): Promise<void> {
  return apiSend(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
