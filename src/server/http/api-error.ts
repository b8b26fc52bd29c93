import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../core/api/error-body';

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Thrown by routes and middleware; the app's error handler turns it into the JSON shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a visitor is told while a store we depend on (database, Redis) is away: try again shortly. */
export const serviceUnavailable = () =>
  new ApiError(503, 'service_unavailable', 'The service is busy. Please try again in a moment.', {
    'Retry-After': '5',
  });
