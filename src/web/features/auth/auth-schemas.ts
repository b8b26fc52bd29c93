import { z } from 'zod';
import { passwordLength } from '../../../core/password-rules';
import { profileCurrencies, profileLanguages } from '../../../core/profile';

const email = z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid'));
const requiredPassword = z.string().min(1, 'passwordRequired');
// The server's rules (core/password-rules.ts); it also refuses the most common leaked passwords.
const newPassword = requiredPassword
  .min(passwordLength.min, 'passwordMin')
  .max(passwordLength.max, 'passwordMax')
  .refine((password) => password.trim() !== '', 'passwordBlank');

/** product.md §5 sign-in: email and password required. */
export const signInSchema = z.object({ email, password: requiredPassword });

/** product.md §5 sign-up: full name, email in email format, password of at least 8, and the profile's preferences. */
export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'fullNameRequired').max(100, 'fullNameTooLong'),
  email,
  password: newPassword,
  currency: z.enum(profileCurrencies),
  language: z.enum(profileLanguages),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ password: newPassword });

/** An authenticator code or a backup code; the service decides whether it is right. */
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1, 'codeRequired') });

export type SignUpValues = z.input<typeof signUpSchema>;

/** Confirming a sensitive change (two-factor on or off, deleting the account) with the current password. */
export const currentPasswordSchema = z.object({ password: requiredPassword });
