import { z } from 'zod';

/** product.md §5 profile form: these currencies and languages. */
export const profileCurrencies = ['USD', 'EUR', 'GBP'] as const;
export const profileLanguages = ['en', 'es', 'fr'] as const;

export const profileUpdateSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100),
  preferredCurrency: z.enum(profileCurrencies),
  preferredLanguage: z.enum(profileLanguages),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/profile. */
export interface Profile extends ProfileUpdate {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}
