/**
 * ISO 8601 durations as the travel provider sends them ('PT7H35M', 'PT45M', 'P1DT2H'). Years and months are
 * refused: their length in minutes depends on the calendar, and no flight lasts that long.
 */
const isoDurationPattern = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Whole minutes of an ISO 8601 duration (seconds rounded to the nearest minute), or undefined when malformed. */
export function tryIsoDurationToMinutes(text: string): number | undefined {
  const match = isoDurationPattern.exec(text.trim().toUpperCase());
  // 'P', 'PT' and 'P1DT' match the pattern but are not durations.
  if (!match || !/\d/.test(match[0]) || match[0].endsWith('T')) return undefined;
  const [, weeks = '0', days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const totalHours = (Number(weeks) * 7 + Number(days)) * 24 + Number(hours);
  return Math.round(totalHours * 60 + Number(minutes) + Number(seconds) / 60);
}

/** Whole minutes of an ISO 8601 duration; throws on a malformed string. */
export function isoDurationToMinutes(text: string): number {
  const minutes = tryIsoDurationToMinutes(text);
  if (minutes === undefined) {
    throw new RangeError(
      `Malformed ISO 8601 duration ${JSON.stringify(text)}: expected e.g. 'PT7H35M', 'PT45M' or 'P1DT2H'.`,
    );
  }
  return minutes;
}
