import { describe, expect, it } from 'vitest';
import { isoDurationToMinutes, tryIsoDurationToMinutes } from './iso-duration';

describe('isoDurationToMinutes', () => {
  it.each([
    ['PT7H35M', 455],
    ['PT45M', 45],
    ['PT5H', 300],
    ['P1DT2H', 1560],
    ['P1D', 1440],
    ['PT0M', 0],
    ['PT1H30S', 61],
    ['PT1H29S', 60],
    ['pt2h5m', 125],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(isoDurationToMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', '7H35M', 'PT7H35', 'PT35M7H', 'P1Y', 'P1M', 'PT-5M', 'PT1.5H', 'P1DT'])(
    'refuses %j with a message that shows the text and an example',
    (text) => {
      expect(() => isoDurationToMinutes(text)).toThrow(RangeError);
      expect(() => isoDurationToMinutes(text)).toThrow(`Malformed ISO 8601 duration ${JSON.stringify(text)}`);
      expect(tryIsoDurationToMinutes(text)).toBeUndefined();
    },
  );
});
