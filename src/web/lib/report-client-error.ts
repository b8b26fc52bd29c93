import { clientErrorReport } from '../../core/client-error-report';
import { apiResponse } from './api-client';

/**
 * Tells the server a page failed to render (POST /api/client-errors), so a crash in a visitor's browser is seen.
 * Best effort: a report that cannot be sent (offline, rate-limited) is dropped, never shown or retried.
 */
export function reportClientError(error: Error): void {
  const { pathname, search } = window.location;
  apiResponse('post', '/api/client-errors', { body: clientErrorReport(error, pathname + search) }).catch(
    () => undefined,
  );
}
