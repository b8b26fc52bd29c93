import { describe, expect, it } from 'vitest';
import { instantAtLocalTime, localDateTime, utcOffsetMinutes } from './local-time';
import { parseTravelDate } from './travel-time';

function date(text: string) {
  const parsed = parseTravelDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
}

const utcMinutes = (iso: string) => Date.parse(iso) / 60_000;

describe('local time at an airport', () => {
  it('reads UTC offsets with summer time and odd offsets', () => {
    expect(utcOffsetMinutes('Europe/Paris', utcMinutes('2027-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Paris', utcMinutes('2027-07-15T12:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes('America/New_York', utcMinutes('2027-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('Asia/Kathmandu', utcMinutes('2027-07-15T12:00:00Z'))).toBe(345);
    expect(utcOffsetMinutes('Australia/Adelaide', utcMinutes('2027-01-15T12:00:00Z'))).toBe(630);
    expect(utcOffsetMinutes('America/St_Johns', utcMinutes('2027-01-15T12:00:00Z'))).toBe(-210);
  });

  it('writes local date-times without offset, as Amadeus does', () => {
    const instant = utcMinutes('2027-03-09T22:30:00Z');
    expect(localDateTime(instant, 'Europe/Belgrade')).toBe('2027-03-09T23:30:00');
    expect(localDateTime(instant + 150, 'Europe/London')).toBe('2027-03-10T01:00:00');
    expect(localDateTime(instant + 150, 'Asia/Tokyo')).toBe('2027-03-10T10:00:00');
    expect(localDateTime(instant + 150, 'America/New_York')).toBe('2027-03-09T20:00:00');
  });

  it('finds the instant a local clock shows a time, on either side of a clock change', () => {
    expect(instantAtLocalTime(date('2027-03-27'), 8 * 60, 'Europe/Berlin')).toBe(
      utcMinutes('2027-03-27T07:00:00Z'),
    );
    expect(instantAtLocalTime(date('2027-03-28'), 8 * 60, 'Europe/Berlin')).toBe(
      utcMinutes('2027-03-28T06:00:00Z'),
    );
    expect(instantAtLocalTime(date('2027-04-04'), 8 * 60, 'Australia/Sydney')).toBe(
      utcMinutes('2027-04-03T22:00:00Z'),
    );
    // 02:30 does not exist in Berlin on 28 March 2027: the clocks jump from 02:00 to 03:00.
    expect(localDateTime(instantAtLocalTime(date('2027-03-28'), 150, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2027-03-28T03:30:00',
    );
  });
});
