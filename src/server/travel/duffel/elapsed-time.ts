import { instantAtLocalTime } from '../sandbox/local-time';
import { formatIsoDuration, parseTravelDate } from '../sandbox/travel-time';

/** A local date-time without offset ('2026-12-01T08:30:00') and the IANA zone of the airport it is at. */
export interface ZonedTime {
  at: string;
  timeZone: string;
}

/** Whole minutes since the epoch, UTC, when the zone's clocks show `time.at`; undefined when unreadable. */
function instantOf(time: ZonedTime): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(time.at);
  const date = parseTravelDate(match?.[1] ?? '');
  if (!match || !date) return undefined;
  return instantAtLocalTime(date, Number(match[2]) * 60 + Number(match[3]), time.timeZone);
}

/**
 * The ISO 8601 duration from one local time to another, each in its own zone ('PT7H35M'); undefined when a time
 * or zone is unreadable or the end comes before the start.
 */
export function elapsedDuration(from: ZonedTime, to: ZonedTime): string | undefined {
  try {
    const start = instantOf(from);
    const end = instantOf(to);
    if (start === undefined || end === undefined || end < start) return undefined;
    return formatIsoDuration(end - start);
  } catch {
    // Intl refuses a zone it does not know.
    return undefined;
  }
}
