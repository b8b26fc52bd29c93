/**
 * Today's date in UTC as YYYY-MM-DD: the server's "today" for date rules (see createSearchParamsSchema), or the
 * day of `now` (epoch milliseconds) for code that runs on an injected clock.
 */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** The time as epoch milliseconds: the server's clock (Date.now), or a fixed or advancing one in tests. */
export type Clock = () => number;

const millisecondsPerDay = 86_400_000;

/** The sandbox's clock: the server's, `offsetDays` ahead (SANDBOX_CLOCK_OFFSET_DAYS), to show later days' prices. */
export const shiftedClock =
  (clock: Clock, offsetDays: number): Clock =>
  () =>
    clock() + offsetDays * millisecondsPerDay;
