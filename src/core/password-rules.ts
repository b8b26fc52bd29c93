/** product.md §5's minimum, and the maximum Better Auth accepts (hashing a longer one would only cost CPU). */
export const passwordLength = { min: 8, max: 128 } as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'blank';

/**
 * What is wrong with a new password, checked the same way by the web form and the server: its length, and a
 * password of spaces alone (it looks like nothing was typed, and a form that trims would lose it).
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < passwordLength.min) return 'tooShort';
  if (password.length > passwordLength.max) return 'tooLong';
  if (password.trim() === '') return 'blank';
  return undefined;
}
