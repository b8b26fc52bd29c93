import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../abort';
import type { HttpAnswer, HttpExchange } from '../http-exchange';
import { createRetryingCall } from '../retrying-call';
import { waitFromHeader } from '../retry-policy';
import {
  explanationOf,
  isRetryable,
  toTravelProviderError,
  TravelpayoutsHttpError,
  TravelpayoutsTransportError,
  type TravelpayoutsEndpoint,
} from './errors';
import { pricesForDatesAnswer, type PricesForDatesAnswer, type PricesForDatesQuery } from './wire';

/** Calls with product.md §8's retries; failures reject with TravelProviderError, aborts with the signal's reason. */
export interface TravelpayoutsClient {
  /** One month's round-trip fares from an origin to every destination, cheapest first. */
  pricesForDates(query: PricesForDatesQuery, signal: AbortSignal): Promise<PricesForDatesAnswer>;
}

export interface TravelpayoutsClientOptions {
  /** Without a trailing slash. */
  apiUrl: string;
  token: string;
  exchange: HttpExchange<TravelpayoutsEndpoint>;
  /** Every exchange, retries included, takes a slot. */
  throttle: Throttle;
  sleep: Sleep;
  /** Clock for Retry-After dates, in epoch milliseconds. */
  now: () => number;
  logger: Logger;
}

const ENDPOINT: TravelpayoutsEndpoint = 'travelpayouts:pricesForDates';
const PATH = '/aviasales/v3/prices_for_dates';
/** The API's largest page: an origin's month rarely has more fares than this. */
const FARES_PER_CALL = 1000;

const waitAskedFor = (error: unknown) =>
  error instanceof TravelpayoutsHttpError ? error.retryAfterMs : undefined;

/**
 * Round trips of any length whose departure and return fall in the month, every fare rather than one per
 * destination (unique=false): the caller filters by nights and stops, and another fare may fit where the
 * cheapest does not.
 */
function queryString(query: PricesForDatesQuery): string {
  return new URLSearchParams({
    origin: query.origin,
    departure_at: query.month,
    return_at: query.month,
    one_way: 'false',
    unique: 'false',
    sorting: 'price',
    currency: query.currency,
    market: query.market,
    limit: String(FARES_PER_CALL),
  }).toString();
}

function readAnswer(answer: HttpAnswer, now: number): PricesForDatesAnswer {
  if (answer.status < 200 || answer.status >= 300) {
    const waitMs = answer.status === 429 ? waitFromHeader(answer.retryAfter, now) : undefined;
    throw new TravelpayoutsHttpError(ENDPOINT, answer.status, explanationOf(answer.text), waitMs);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    throw new TravelpayoutsTransportError(ENDPOINT, 'body is not JSON', { cause: error });
  }
  const parsed = pricesForDatesAnswer.safeParse(json);
  if (!parsed.success) {
    throw new TravelpayoutsTransportError(ENDPOINT, 'body does not match the API', { cause: parsed.error });
  }
  return parsed.data;
}

export function createTravelpayoutsClient(options: TravelpayoutsClientOptions): TravelpayoutsClient {
  const { apiUrl, token, exchange, throttle, sleep, now, logger } = options;
  const withRetries = createRetryingCall({
    provider: 'travelpayouts',
    isRetryable,
    waitAskedFor,
    sleep,
    logger,
  });

  async function sendOnce(query: PricesForDatesQuery, signal: AbortSignal): Promise<PricesForDatesAnswer> {
    // The slot is taken right before sending, so requests leave at the pace the throttle grants them.
    await throttle.acquire(signal);
    // The token goes in a header, never the query, so it stays out of URLs and any log that prints one.
    const answer = await exchange(
      ENDPOINT,
      `${apiUrl}${PATH}?${queryString(query)}`,
      { method: 'GET', headers: { 'x-access-token': token, accept: 'application/json' } },
      signal,
    );
    return readAnswer(answer, now());
  }

  return {
    pricesForDates: (query, signal) =>
      withRetries(ENDPOINT, (attemptSignal) => sendOnce(query, attemptSignal), toTravelProviderError, signal),
  };
}
