/** What other features use of auth; everything else in this folder is its own. */
export { authErrorMessage } from './auth-error-message';
export { currentPasswordSchema, twoFactorCodeSchema } from './auth-schemas';
export { sessionQueryKey } from './fetch-session';
export { useSession } from './use-session';
export { useSignOutToHome } from './use-sign-out-to-home';
export { fieldId, useValidatedForm } from './use-validated-form';
