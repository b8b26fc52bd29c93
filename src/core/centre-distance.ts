import { greatCircleKm } from './great-circle';

/** How far a hotel is from its city's centre (issue 30, "Where the hotel is"). */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres. */
export function kilometresBetween(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from.latitude, from.longitude, to.latitude, to.longitude);
}

/** The distance a card shows, to 0.1 km: finer would promise more than a hotel's pin and a city's centre hold. */
export function distanceFromCentreKm(centre: Coordinates, hotel: Coordinates): number {
  return Math.round(kilometresBetween(centre, hotel) * 10) / 10;
}
