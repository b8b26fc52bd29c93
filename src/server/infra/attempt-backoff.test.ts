import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelaySeconds, createAttemptBackoff, type BackoffRule } from './attempt-backoff';

const rule: BackoffRule = {
  name: 'test',
  freeFailures: 5,
  firstDelaySeconds: 1,
  windowSeconds: 900,
  maxDelaySeconds: 60,
};

describe('backoffDelaySeconds', () => {
  it('lets the free failures through, then doubles from the first delay up to the cap', () => {
    const delays = Array.from({ length: 14 }, (_, index) => backoffDelaySeconds(index + 1, rule));
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    const slower = { ...rule, firstDelaySeconds: 15 };
    expect([5, 6, 7, 8].map((failures) => backoffDelaySeconds(failures, slower))).toEqual([15, 30, 60, 60]);
  });
});

describe('createAttemptBackoff in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a key wait after its free failures, never longer than the cap, and forgets on success', async () => {
    const backoff = createAttemptBackoff(undefined, rule);
    for (let failure = 1; failure <= 4; failure++) await backoff.failed('ana');
    expect(await backoff.waitMs('ana')).toBe(0);

    await backoff.failed('ana');
    expect(await backoff.waitMs('ana')).toBe(1_000);
    expect(await backoff.waitMs('ben')).toBe(0);

    for (let failure = 6; failure <= 20; failure++) await backoff.failed('ana');
    expect(await backoff.waitMs('ana')).toBe(60_000);
    vi.advanceTimersByTime(59_000);
    expect(await backoff.waitMs('ana')).toBe(1_000);
    vi.advanceTimersByTime(1_000);
    expect(await backoff.waitMs('ana')).toBe(0);

    await backoff.succeeded('ana');
    await backoff.failed('ana');
    expect(await backoff.waitMs('ana')).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    const backoff = createAttemptBackoff(undefined, rule);
    for (let failure = 1; failure <= 4; failure++) await backoff.failed('ana');
    vi.advanceTimersByTime(901_000);
    await backoff.failed('ana');
    expect(await backoff.waitMs('ana')).toBe(0);
  });
});
