import { z } from 'zod';
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
