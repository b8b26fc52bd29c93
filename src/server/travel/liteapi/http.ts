import type { z } from 'zod';
import type { HttpAnswer, HttpExchange } from '../http-exchange';
import { waitFromHeader } from '../retry-policy';
import { LiteApiHttpError, LiteApiTransportError, parseErrorDetails, type LiteApiEndpoint } from './errors';
import { NO_AVAILABILITY_CODE, errorBody } from './wire';

/** One HTTP request to LiteAPI, body included, bounded by a timeout. */
export type Exchange = HttpExchange<LiteApiEndpoint>;

function isNoAvailability(json: unknown): boolean {
  const parsed = errorBody.safeParse(json);
  return parsed.success && parsed.data.error.code === NO_AVAILABILITY_CODE;
}

/**
 * The body of a 2xx answer in the shape `schema` expects; `noContent` when LiteAPI says it has nothing (204, or
 * the "no availability" error code in a 200 body). Anything else throws.
 */
export function readAnswer<T>(
  endpoint: LiteApiEndpoint,
  answer: HttpAnswer,
  schema: z.ZodType<T>,
  noContent: T,
  now: number,
): T {
  if (answer.status === 204) return noContent;
  if (answer.status < 200 || answer.status >= 300) {
    const waitMs = answer.status === 429 ? waitFromHeader(answer.retryAfter, now) : undefined;
    throw new LiteApiHttpError(endpoint, answer.status, parseErrorDetails(answer.text), waitMs);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    throw new LiteApiTransportError(endpoint, 'body is not JSON', { cause: error });
  }
  if (isNoAvailability(json)) return noContent;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new LiteApiTransportError(endpoint, 'body does not match the API', { cause: parsed.error });
  }
  return parsed.data;
}
