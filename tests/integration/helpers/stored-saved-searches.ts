import type { SavedSearchInput } from '../../../src/core/saved-search';
import { savedSearches } from '../../../src/server/db/schema';
import type { TestServer } from './test-server';

/**
 * Stores saved searches of a user straight in the database, without the API's checks: quicker than as many
 * requests, and the way to hold rows saved under earlier rules (a trip that has departed since, impossible dates).
 * Answers their ids in the order given.
 */
export async function storeSavedSearches(
  server: TestServer,
  userId: string,
  inputs: readonly SavedSearchInput[],
): Promise<string[]> {
  const rows = await server.services.database.db
    .insert(savedSearches)
    .values(
      inputs.map(({ searchName, returnDate, ...fields }) => ({ ...fields, searchName, returnDate, userId })),
    )
    .returning({ id: savedSearches.id });
  return rows.map((row) => row.id);
}
