import type { z } from 'zod';
import type { HttpAnswer, HttpExchange } from '../http-exchange';
import { ProviderHttpError, ProviderTransportError, parseErrorDetails, type AmadeusEndpoint } from './errors';

/** One HTTP request to Amadeus, body included, bounded by a timeout. */
export type Exchange = HttpExchange<AmadeusEndpoint>;

/** The body of a 2xx answer in the shape `schema` expects; anything else throws. */
export function readAnswer<T>(endpoint: AmadeusEndpoint, answer: HttpAnswer, schema: z.ZodType<T>): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new ProviderHttpError(endpoint, answer.status, parseErrorDetails(answer.text));
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    throw new ProviderTransportError(endpoint, 'body is not JSON', { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderTransportError(endpoint, 'body does not match the API', { cause: parsed.error });
  }
  return parsed.data;
}
