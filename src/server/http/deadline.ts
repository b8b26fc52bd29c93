/**
 * Aborts after `ms` unless cleared first. Not AbortSignal.timeout: inside AbortSignal.any, Node 20 can garbage-collect
 * the timeout signal before it fires (nodejs/node#57736), and on a busy server work then outlives its limit.
 */
export function deadline(ms: number, message: string): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(message, 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
