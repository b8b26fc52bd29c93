import type { TFunction } from 'i18next';
import { serverErrorText } from '../../lib/server-error-text';

/** product.md §8: auth errors show the service's message (by code); one without a message gets a general line. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  return serverErrorText(error, t, t('auth.errors.generic'));
}
