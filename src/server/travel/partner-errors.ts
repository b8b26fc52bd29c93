import type { Logger } from '../infra/logger';
import { TravelProviderError, type TravelSide } from './port';

/** Calls in a row that fail with an outage before a provider is left alone. */
export const BREAKER_FAILURES = 5;
/** How long a failing provider is left alone before one call tries it again. */
export const BREAKER_HALF_OPEN_AFTER_MS = 30_000;
/** An optional call (hotel ratings) gives up after this long: the search does not wait for it. */
export const OPTIONAL_CALL_TIMEOUT_MS = 1_000;

/**
 * A live partner's failure as the API tells it (src/server/travel/provider-errors.ts): which partner, and how long
 * a rate limit asked to wait. A complaint about our request is our bug, so it is logged as an error here, where
 * the partner's own explanation is still known; the visitor never sees that text.
 */
export function asPartnerError(
  failure: unknown,
  side: TravelSide,
  logger: Logger,
  facts: { endpoint: string; status?: number; explanation?: string; waitMs?: number },
): unknown {
  if (!(failure instanceof TravelProviderError)) return failure;
  if (failure.kind === 'invalid_request') {
    logger.error({ ...facts, side }, 'the partner refused our request');
  }
  const retryAfterSeconds =
    failure.kind === 'rate_limited' && facts.waitMs !== undefined
      ? Math.ceil(facts.waitMs / 1000)
      : undefined;
  return new TravelProviderError(failure.kind, failure.message, {
    side,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}
