/** A YYYY-MM-DD date `days` after today (UTC), so tests never search in the past. */
export function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
