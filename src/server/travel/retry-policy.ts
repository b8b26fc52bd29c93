/** product.md §8/§9's retries, shared by the provider adapters. */

/** Up to 3 retries after the first attempt. */
export const MAX_RETRIES = 3;

/** 2^n seconds before retry n + 1: 1 s, 2 s, 4 s. */
export const retryDelayMs = (retryNumber: number) => 1000 * 2 ** (retryNumber - 1);

/** A 429 asking for a longer wait than this is not retried: the search would stall, and fail anyway. */
export const MAX_RATE_LIMIT_WAIT_MS = 8_000;

/**
 * Milliseconds from `now` until the time a header names, as delay-seconds ('3') or an HTTP date (RFC 9110), as
 * Retry-After and the rate-limit reset headers do; undefined when absent or unreadable.
 */
export function waitFromHeader(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
