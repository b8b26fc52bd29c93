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
