import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { AuthServiceError } from './auth-call';

/** A failure answered by our API or by Better Auth: the code says what went wrong, whatever the wording. */
function answeredFailure(error: unknown): { code: string; message: string; status: number } | undefined {
  if (error instanceof ApiError || error instanceof AuthServiceError) return error;
  return undefined;
}

/**
 * What to tell the visitor about a failed call, in their language. The server speaks English, so a known error
 * code is shown as our translation (`serverErrors.<code>`; a bare 429 counts as `rate_limited`); otherwise the
 * server's own message (product.md §8), and `fallback` when there is none (network errors, empty answers).
 */
export function serverErrorText(error: unknown, t: TFunction, fallback: string): string {
  const failure = answeredFailure(error);
  if (!failure) return fallback;
  const own = failure.message || fallback;
  const code = failure.code || (failure.status === 429 ? 'rate_limited' : '');
  return /^\w+$/.test(code) ? t(`serverErrors.${code}`, { defaultValue: own }) : own;
}
