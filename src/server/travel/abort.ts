/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/**
 * Waits `ms`, or rejects with the signal's reason when aborted first. Uses the global timer so that tests can
 * drive it with fake timers.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Waits between retries; injectable so tests need not wait. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** product.md §8: a cancelled airport or hotel-offers search quietly returns nothing. */
export async function emptyWhenCancelled<T>(search: Promise<T[]>, signal: AbortSignal): Promise<T[]> {
  try {
    return await search;
  } catch (error) {
    if (signal.aborted) return [];
    throw error;
  }
}
