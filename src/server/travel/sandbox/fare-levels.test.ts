import { describe, expect, it } from 'vitest';
import { findAirport } from './airport-data';
import { itineraryFareUsd, offerTotalUsd, routeDayFareUsd } from './flight-prices';
import { offerSpread } from './flights';
import { haversineKm } from './geo';
import { publishedFares, type PublishedFare } from './published-fares';
import { addDays, parseTravelDate, type TravelDate } from './travel-time';

/**
 * The sandbox's typical fare on each route of published-fares.ts against the published one: a non-stop offer of
 * the published carrier type at the middle of the offers' spread, averaged over every day of the months it was
 * published for (a whole year when none), in a fixed year so no clock moves it. Published averages mix fares
 * booked weeks to months ahead, so each day is quoted 100 days ahead, where the booking curve is neutral (≈ 1,
 * price-calendar.ts): the calibration measures the fare level, and the calendar's own tests its curve.
 */

const quotedDaysAhead = 100;

const typicalSpread = (offerSpread.min + offerSpread.max) / 2;

function daysOf2027(months: readonly number[]): TravelDate[] {
  const days: TravelDate[] = [];
  for (let day = parseTravelDate('2027-01-01'); day && day.text < '2028'; day = addDays(day, 1)) {
    if (months.length === 0 || months.includes(day.month)) days.push(day);
  }
  return days;
}

function typicalFareUsd(fare: PublishedFare): number {
  const origin = findAirport(fare.from);
  const destination = findAirport(fare.to);
  if (!origin || !destination) throw new Error(`Unknown route ${fare.from}–${fare.to}`);
  // The search prices both directions from the route's key (flights.ts).
  const route = {
    routeKey: `${origin.code}-${destination.code}`,
    distanceKm: haversineKm(origin, destination),
    countryCodes: [origin.countryCode, destination.countryCode] as const,
  };
  const days = daysOf2027(fare.months);
  const factors = { stops: 0, lowCost: fare.lowCost, spread: typicalSpread };
  const oneWay =
    days.reduce(
      (sum, day) =>
        sum + itineraryFareUsd(routeDayFareUsd(route, day, addDays(day, -quotedDaysAhead)), factors),
      0,
    ) / days.length;
  return offerTotalUsd(fare.roundTrip ? [oneWay, oneWay] : [oneWay], fare.cabin, 1, 0);
}

const ratios = publishedFares.map((fare) => ({
  route: `${fare.from}–${fare.to} ${fare.cabin}`,
  ratio: typicalFareUsd(fare) / fare.usd,
}));

/**
 * Published fares for like trips differ more than a smooth price can follow (the same August, London–Barcelona
 * £90 and London–Heraklion £373 return from the same airport), so each route stays within a factor of 1.65 and
 * most within ±35 %.
 */
const routeTolerance = 1.65;
const closeTolerance = 1.35;

describe('sandbox fares against published fares', () => {
  it('checks at least 20 routes, each with its source', () => {
    expect(publishedFares.length).toBeGreaterThanOrEqual(20);
    for (const fare of publishedFares) expect(fare.url).toMatch(/^https?:\/\//);
  });

  it('prices every route within a factor of 1.65 of its published fare', () => {
    for (const { route, ratio } of ratios) {
      expect(ratio, route).toBeGreaterThan(1 / routeTolerance);
      expect(ratio, route).toBeLessThan(routeTolerance);
    }
  });

  it('prices four routes in five within ±35 %, with no bias up or down', () => {
    const close = ratios.filter(({ ratio }) => ratio > 1 / closeTolerance && ratio < closeTolerance);
    expect(close.length / ratios.length).toBeGreaterThanOrEqual(0.8);
    const meanLog = ratios.reduce((sum, { ratio }) => sum + Math.log(ratio), 0) / ratios.length;
    expect(Math.exp(meanLog)).toBeGreaterThan(0.9);
    expect(Math.exp(meanLog)).toBeLessThan(1.1);
  });
});
