import type { SavedSearch, SavedSearchInput, SavedSearchPage } from '../../../core/saved-search';
import { apiJson, apiResponse } from '../../lib/api-client';

/** One page of the signed-in user's saved searches, newest first; `cursor` is the previous page's nextCursor. */
export function listSavedSearches(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SavedSearchPage> {
  return apiJson('get', '/api/saved-searches', {
    query: { limit: page.limit, cursor: page.cursor || undefined },
    signal,
  });
}

export function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return apiJson('post', '/api/saved-searches', { body: input });
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiResponse('delete', '/api/saved-searches/{id}', { path: { id } });
}
