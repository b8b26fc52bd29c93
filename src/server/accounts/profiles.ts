import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profileCurrencies, profileLanguages, type Profile, type ProfileUpdate } from '../../core/profile';
import type { AuthUser } from '../auth/auth-port';
import type { Db } from '../db/client';
import { profiles, user as users } from '../db/schema';

/** Stored values are validated on the way in; an unknown one (edited by hand) reads as the default. */
const currency = z.enum(profileCurrencies).catch('USD');
const language = z.enum(profileLanguages).catch('en');

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow, user: AuthUser): Profile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    fullName: row.fullName,
    preferredCurrency: currency.parse(row.preferredCurrency),
    preferredLanguage: language.parse(row.preferredLanguage),
  };
}

/** The profile a new user starts with: what they gave at sign-up. Does nothing when it exists. */
export async function createProfile(
  db: Db,
  user: { id: string; name: string; preferredCurrency?: unknown; preferredLanguage?: unknown },
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      id: user.id,
      fullName: user.name,
      preferredCurrency: currency.parse(user.preferredCurrency),
      preferredLanguage: language.parse(user.preferredLanguage),
    })
    .onConflictDoNothing();
}

/** The user's profile; created from the account when missing, so every signed-in user has one. */
export async function readProfile(db: Db, user: AuthUser): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (row) return toProfile(row, user);
  await createProfile(db, user);
  const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!created) throw new Error('the profile was not created');
  return toProfile(created, user);
}

/** Saves the profile form; the account's display name follows the full name. */
export async function updateProfile(db: Db, user: AuthUser, update: ProfileUpdate): Promise<Profile> {
  const [row] = await db.transaction(async (tx) => {
    await tx.update(users).set({ name: update.fullName }).where(eq(users.id, user.id));
    return tx
      .insert(profiles)
      .values({ id: user.id, ...update })
      .onConflictDoUpdate({ target: profiles.id, set: update })
      .returning();
  });
  if (!row) throw new Error('the profile was not saved');
  return toProfile(row, { ...user, name: update.fullName });
}
