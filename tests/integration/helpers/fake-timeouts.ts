import { vi } from 'vitest';

/**
 * Runs `run` with request timeouts on fake timers, for the tests of a request that never answers: a timeout then
 * runs out only when the test moves the clock, once the request has reached the fake server, and an answer that
 * does come is never too late however busy the machine. Sockets and the fake servers keep real time.
 */
export async function withFakeTimeouts<T>(run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Lets I/O and the timers due now run until `reached()` holds, without moving the fake clock. Not vi.waitFor or
 * expect.poll: with fake timers they move the clock at every try.
 */
export async function untilReached(reached: () => boolean): Promise<void> {
  while (!reached()) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

/**
 * Runs out a request's timeout of `timeoutMs`, and the 0 ms wait before the retry that follows: fake timers make a
 * 0 ms timer set while they run wait 1 ms.
 */
export async function runOutTimeout(timeoutMs: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(timeoutMs + 1);
}

/** Runs out the timeout of `attempts` requests in turn, each once it has reached the fake (`arrived()` counts). */
export async function timeOutAttempts(
  arrived: () => number,
  attempts: number,
  timeoutMs: number,
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await untilReached(() => arrived() === attempt);
    await runOutTimeout(timeoutMs);
  }
}

/** Whether `promise` has settled yet, read on demand. */
export function settledYet(promise: Promise<unknown>): () => boolean {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  promise.then(settle, settle);
  return () => settled;
}
