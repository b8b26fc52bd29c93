import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common breached passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

/**
 * Whether `password` is one of the 10,000 most common passwords in breach corpora (zxcvbn-ts's ranked list, kept
 * up to date on npm), compared without case: attackers try these first, on every site.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
