import type { ClientErrorReport } from './api/client-errors';
import { clientErrorLimits } from './client-error-limits';

/** What POST /api/client-errors takes about `error` on page `page` (path and query): each part cut to its limit. */
export function clientErrorReport(error: Error, page: string): ClientErrorReport {
  const cut = (text: string, limit: number) => text.slice(0, limit);
  return {
    // An error may carry no message; its name still tells what kind it was.
    message: cut(error.message || error.name || 'Error', clientErrorLimits.message),
    ...(error.stack ? { stack: cut(error.stack, clientErrorLimits.stack) } : {}),
    path: cut(page.startsWith('/') ? page : `/${page}`, clientErrorLimits.path),
  };
}
