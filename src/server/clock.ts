/**
 * Today's date in UTC as YYYY-MM-DD: the server's "today" for date rules (see createSearchParamsSchema), or the
 * day of `now` (epoch milliseconds) for code that runs on an injected clock.
 */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
