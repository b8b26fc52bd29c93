import { z } from 'zod';
import { profileUpdateSchema } from '../../../core/profile';

/** The API's profile schema, with messages the form can translate (see auth/validation-code). */
export const profileFormSchema = profileUpdateSchema.extend({
  fullName: z.string().trim().min(1, 'fullNameRequired').max(100, 'fullNameTooLong'),
});
