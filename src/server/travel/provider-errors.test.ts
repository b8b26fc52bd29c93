import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { TravelProviderError } from './port';
import { toApiError } from './provider-errors';

const apiErrorOf = (error: TravelProviderError) => {
  const answer = toApiError(error);
  if (!(answer instanceof ApiError)) throw new Error('not an API error');
  return { status: answer.status, code: answer.code, message: answer.message, headers: answer.headers };
};

describe('toApiError for a live partner', () => {
  it('tells the hotel partner’s outage in product words, never its text', () => {
    expect(apiErrorOf(new TravelProviderError('unavailable', 'upstream 503', { side: 'hotels' }))).toEqual({
      status: 503,
      code: 'hotels_unreachable',
      message: "We couldn't reach our hotel partner. Please try again in a few minutes.",
      headers: {},
    });
  });

  it('says how long a rate limit asked to wait, in whole minutes, with Retry-After', () => {
    const limited = new TravelProviderError('rate_limited', 'Too many', {
      side: 'hotels',
      retryAfterSeconds: 61,
    });
    expect(apiErrorOf(limited)).toEqual({
      status: 503,
      code: 'hotels_busy',
      message: 'Our hotel partner is busy right now. Please try again in 2 minutes.',
      headers: { 'Retry-After': '61' },
    });
  });

  it('answers no usable offers as a 502 of its own', () => {
    const unusable = new TravelProviderError('unusable_offers', 'none', { side: 'flights' });
    expect(apiErrorOf(unusable)).toMatchObject({ status: 502, code: 'flights_unusable' });
  });

  it('keeps product.md §8’s answers for the sandbox, whose errors name no partner', () => {
    expect(apiErrorOf(new TravelProviderError('invalid_request', 'Invalid flight search: x.'))).toMatchObject(
      {
        status: 400,
        code: 'provider_invalid_request',
        message: 'Invalid flight search: x.',
      },
    );
  });
});
