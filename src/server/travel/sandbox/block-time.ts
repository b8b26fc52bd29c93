import { eastwardShare, greatCirclePoint, haversineKm, type GeoPoint } from './geo';
import { hashParts } from '../../../core/seeded-random';

/**
 * Gate-to-gate minutes of one flight: the airway distance at cruise speed, with the prevailing westerlies behind
 * an eastbound flight and against a westbound one, plus taxi, climb and descent. JFK–LHR takes about 6h50,
 * LHR–JFK 7h50; FRA–PMI 2h15, PMI–FRA 2h05; BEG–CDG 2h30, CDG–BEG 2h15.
 */

/** A jet airliner's cruise speed in still air. */
const cruiseKmPerHour = 880;
/** Airways and arrival routes add to the great circle. */
const airwayDetour = 1.05;
const taxiClimbAndDescentMinutes = 40;

/** The westerlies at cruise level blow hardest around 45° north and south, and fade towards the tropics. */
const peakWesterlyKmPerHour = 80;
const westerlyCoreLatitude = 45;
const westerlyBandDegrees = 20;
/** Points along the route where the wind is read. */
const windSamples = 8;

function westerlyKmPerHour(latitude: number): number {
  return (
    peakWesterlyKmPerHour *
    Math.exp(-(((Math.abs(latitude) - westerlyCoreLatitude) / westerlyBandDegrees) ** 2))
  );
}

/** The mean wind along the route: positive behind the aircraft (flying east), negative against it. */
export function meanTailwindKmPerHour(from: GeoPoint, to: GeoPoint): number {
  let sum = 0;
  for (let sample = 0; sample < windSamples; sample += 1) {
    const point = greatCirclePoint(from, to, (sample + 0.5) / windSamples);
    sum += westerlyKmPerHour(point.lat) * eastwardShare(point, to);
  }
  return sum / windSamples;
}

/** Airlines schedule each flight a little differently: 5 minutes less, the same or 5 more, every day alike. */
function flightPaddingMinutes(flight: string): number {
  return 5 * ((hashParts('block-padding', flight) % 3) - 1);
}

const roundToFiveMinutes = (minutes: number) => Math.round(minutes / 5) * 5;

/** Block minutes from `from` to `to` for the scheduled flight `flight` (carrier, number and route). */
export function blockMinutes(from: GeoPoint, to: GeoPoint, flight: string): number {
  const groundKmPerHour = cruiseKmPerHour + meanTailwindKmPerHour(from, to);
  const airborneMinutes = ((haversineKm(from, to) * airwayDetour) / groundKmPerHour) * 60;
  return roundToFiveMinutes(airborneMinutes + taxiClimbAndDescentMinutes) + flightPaddingMinutes(flight);
}
