/** How far a hotel is from its city's centre (issue 30, "Where the hotel is"). */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function kilometresBetween(from: Coordinates, to: Coordinates): number {
  const chord =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(chord)));
}

/** The distance a card shows, to 0.1 km: finer would promise more than a hotel's pin and a city's centre hold. */
export function distanceFromCentreKm(centre: Coordinates, hotel: Coordinates): number {
  return Math.round(kilometresBetween(centre, hotel) * 10) / 10;
}
