import type { TFunction } from 'i18next';
import { AuthServiceError } from '../../lib/auth-call';

/** SPEC §8: auth errors show the service's own message; a failure without one gets a general line. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  return error instanceof AuthServiceError && error.message ? error.message : t('auth.errors.generic');
}
