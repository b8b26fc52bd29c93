/** Today's date in UTC as YYYY-MM-DD: the server's "today" for date rules (see createSearchParamsSchema). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
