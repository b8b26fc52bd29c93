import type { validateSearchForm } from '../../../core/search-form/validate';

// The submit check runs the shared zod schema; loading it on first use keeps zod (~24 kB gzip) off the home
// page's first download. It starts loading as soon as the visitor touches the form or opens a search link.
let validation: Promise<{ validateSearchForm: typeof validateSearchForm }> | undefined;

export function loadValidation() {
  validation ??= import('../../../core/search-form/validate').catch((error: unknown) => {
    // A failed download (say, a flaky connection) is retried on the next attempt.
    validation = undefined;
    throw error;
  });
  return validation;
}
