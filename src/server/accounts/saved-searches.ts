import { and, desc, eq } from 'drizzle-orm';
import type { SavedSearch, SavedSearchInput } from '../../core/saved-search';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A row in the API's camelCase shape: budget a number, createdAt an ISO string, absent optionals left out. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    ...(row.searchName ? { searchName: row.searchName } : {}),
    flightFrom: row.flightFrom,
    flightFromName: row.flightFromName,
    flightTo: row.flightTo,
    flightToName: row.flightToName,
    departureDate: row.departureDate,
    ...(row.returnDate ? { returnDate: row.returnDate } : {}),
    isOneWay: row.isOneWay,
    flightAdults: row.flightAdults,
    flightChildren: row.flightChildren,
    accommodationAdults: row.accommodationAdults,
    accommodationChildren: row.accommodationChildren,
    accommodationLocation: row.accommodationLocation,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    budget: row.budget,
    currency: row.currency,
    cabinClass: row.cabinClass,
    directFlights: row.directFlights,
    rooms: row.rooms,
    childrenAges: row.childrenAges,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every query takes the owner's id: a user only ever reaches their own saved searches. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const { searchName, returnDate, ...fields } = input;
  const [row] = await db
    .insert(savedSearches)
    .values({ ...fields, userId, searchName: searchName || null, returnDate: returnDate ?? null })
    .returning();
  if (!row) throw new Error('the saved search was not stored');
  return toSavedSearch(row);
}

/** Deletes the owner's saved search; false when they have none with that id. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
