import { describe, expect, it } from 'vitest';
import {
  bookingCurve,
  fareCalendarMultiplier,
  nightCalendarMultiplier,
  type FareCalendarQuestion,
} from './price-calendar';
import { addDays, parseTravelDate, type TravelDate } from './travel-time';

const day = (text: string): TravelDate => {
  const date = parseTravelDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

/** Belgrade to Paris on a Tuesday in March with no holiday at either end, asked 40 days before. */
const question: FareCalendarQuestion = {
  quoteDay: day('2027-02-07'),
  date: day('2027-03-19'),
  routeKey: 'BEG-CDG',
  countryCodes: ['RS', 'FR'],
};
const fare = (change: Partial<FareCalendarQuestion> = {}) =>
  fareCalendarMultiplier({ ...question, ...change });
const askedBefore = (days: number) => fare({ quoteDay: addDays(question.date, -days) });

describe('the sandbox price calendar', () => {
  it('has a booking curve that climbs every day of the last three weeks, is cheapest 3 to 8 weeks out', () => {
    for (let days = 0; days < 21; days += 1)
      expect(bookingCurve(days)).toBeGreaterThan(bookingCurve(days + 1));
    const cheapest = Math.min(...Array.from({ length: 366 }, (_, days) => bookingCurve(days)));
    expect(bookingCurve(45)).toBe(cheapest);
    expect(bookingCurve(200)).toBeGreaterThan(bookingCurve(45));
    expect(bookingCurve(-3)).toBe(bookingCurve(0));
  });

  it('charges a fare more the closer to departure it is asked, over the last weeks, whatever the wobble', () => {
    const asked = [21, 14, 7, 3, 0].map(askedBefore);
    for (let step = 1; step < asked.length; step += 1) {
      expect(asked[step]).toBeGreaterThan(asked[step - 1] ?? Infinity);
    }
    expect(askedBefore(0)).toBeGreaterThan(1.4 * askedBefore(40));
  });

  it('charges more on a public holiday, or its eve, in the origin or the destination country', () => {
    // 15 February is Serbia's Statehood Day, not a holiday in France or Croatia.
    const statehoodDay = { date: day('2027-02-15'), quoteDay: day('2027-01-01') };
    const fromCroatia = fare({ ...statehoodDay, countryCodes: ['HR', 'FR'] });
    expect(fare({ ...statehoodDay, countryCodes: ['RS', 'FR'] })).toBeCloseTo(fromCroatia * 1.15, 10);
    expect(fare({ ...statehoodDay, countryCodes: ['FR', 'RS'] })).toBeCloseTo(fromCroatia * 1.15, 10);
    const eve = { date: day('2027-07-13'), quoteDay: day('2027-06-01') };
    expect(fare({ ...eve, countryCodes: ['RS', 'FR'] })).toBeCloseTo(
      fare({ ...eve, countryCodes: ['RS', 'HR'] }) * 1.15,
      10,
    );
  });

  it('does not count Christmas twice: the year-end season already has it', () => {
    const christmas = { date: day('2027-12-25'), quoteDay: day('2027-10-01') };
    expect(fare({ ...christmas, countryCodes: ['FR', 'DE'] })).toBe(
      fare({ ...christmas, countryCodes: ['ZZ', 'ZZ'] }),
    );
  });

  it('gives the same factor to the same question, and another on another quote day', () => {
    expect(fare()).toBe(fare());
    const quoteDays = Array.from({ length: 10 }, (_, days) => addDays(question.quoteDay, days));
    // Ten days 31 to 40 days out, where the curve is all but flat: a wobble of at most 2 % tells them apart.
    const factors = quoteDays.map((quoteDay) => fare({ quoteDay }));
    expect(new Set(factors).size).toBe(factors.length);
    quoteDays.forEach((quoteDay, index) => {
      const wobble = (factors[index] ?? 0) / bookingCurve(question.date.epochDay - quoteDay.epochDay);
      expect(Math.abs(wobble - 1)).toBeLessThanOrEqual(0.02);
    });
  });

  it('prices a hotel night by the booking day and holidays too, more gently than a fare', () => {
    const night = {
      quoteDay: day('2027-02-07'),
      date: day('2027-03-19'),
      cityCode: 'PAR',
      countryCode: 'FR',
    };
    expect(nightCalendarMultiplier(night)).toBe(nightCalendarMultiplier({ ...night }));
    const lastMinute = nightCalendarMultiplier({ ...night, quoteDay: night.date });
    expect(lastMinute).toBeGreaterThan(nightCalendarMultiplier(night));
    expect(lastMinute).toBeLessThan(askedBefore(0));
    const bastilleDay = { ...night, date: day('2027-07-14'), quoteDay: day('2027-05-01') };
    expect(nightCalendarMultiplier(bastilleDay)).toBeCloseTo(
      nightCalendarMultiplier({ ...bastilleDay, countryCode: 'HR' }) * 1.15,
      10,
    );
  });
});
