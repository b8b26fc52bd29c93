/**
 * Calendar dates as 'YYYY-MM-DD' strings. The arithmetic runs in UTC on purpose: a calendar day has no time
 * zone, so adding a day must never land on the same or the next-but-one date when the machine's offset changes.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** True for a real calendar date written as YYYY-MM-DD ('2030-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date `days` calendar days after a valid YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier), both valid YYYY-MM-DD dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The visitor's own calendar date for a moment, read in the machine's local time zone. */
export function localIsoDate(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1, 2)}-${pad(moment.getDate(), 2)}`;
}
