import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';

/** The handle of a transaction on the database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the owner's user row for the rest of the transaction, so that changes counted against a per-account
 * limit take turns: each counts what the ones before it committed (a plain count-then-write lets two through).
 */
export async function lockOwner(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
}
