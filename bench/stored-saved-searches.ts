import { count, inArray } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { savedSearches } from '../src/server/db/schema';

/**
 * Opens the server's database directly, after the server has exited (PGlite allows one process at a time), and
 * counts the saved searches of the given users: what the database really holds, not what the API said.
 */
export async function countStoredSavedSearches(
  where: { dataDir: string; databaseUrl: string | undefined },
  userIds: readonly string[],
): Promise<number> {
  const database = openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    const [row] = await database.db
      .select({ stored: count() })
      .from(savedSearches)
      .where(inArray(savedSearches.userId, [...userIds]));
    return row?.stored ?? 0;
  } finally {
    await database.close();
  }
}
