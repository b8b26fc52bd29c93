import { z } from 'zod';
import { savedSearchSchema } from './saved-searches';
import { profileUpdateSchema, type Profile } from '../profile';

/** The signed-in user's profile (GET and PUT /api/profile, which takes profileUpdateSchema) and account. */

export const profileSchema = profileUpdateSchema.extend({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
}) satisfies z.ZodType<Profile>;

/** DELETE /api/account's body. */
export const deleteAccountSchema = z.object(
  { password: z.string('Enter your password').min(1, 'Enter your password').max(128) },
  'Send your password to delete your account',
);

/** GET /api/profile/export: everything held about the user, as a JSON download. */
export const dataExportSchema = z.object({
  exportedAt: z.string().meta({ description: 'ISO 8601' }),
  account: z.object({
    email: z.email(),
    createdAt: z.string().meta({ description: 'ISO 8601' }),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: profileUpdateSchema,
  savedSearches: z.array(savedSearchSchema),
});
