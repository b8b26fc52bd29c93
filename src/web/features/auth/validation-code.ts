/**
 * Why a form field was refused. Schemas use these codes as their messages, and the forms show them through
 * `auth.validation.<code>`, so every language gets product.md's texts.
 */
export const validationCodes = [
  'fullNameRequired',
  'fullNameTooLong',
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordMin',
  'passwordMax',
  'passwordBlank',
  'codeRequired',
  'invalid',
] as const;

export type ValidationCode = (typeof validationCodes)[number];

export function isValidationCode(value: string): value is ValidationCode {
  return validationCodes.some((code) => code === value);
}
