import { distanceFromCentreKm, type Coordinates } from '../../../core/centre-distance';
import { seededRandom } from '../../../core/seeded-random';

/**
 * Where a generated hotel stands: a fixed point around its city's centre, drawn from its id alone (so adding hotels
 * or changing their names moves none). Nine in ten lie 0.3 to 6 km out, spread evenly on a log scale (so nearly
 * half are within 1.5 km, as a city's hotel listings cluster in the centre); the rest 6 to 15 km out, in the
 * suburbs. A hotel named after the airport stands within 1.5 km of the city's main airport instead.
 */

export interface HotelPosition extends Coordinates {
  distanceFromCentreKm: number;
}

const kmPerDegreeLatitude = 111.32;

/** The point `km` from `from` towards `bearing` (radians from north); flat-earth, fine within a city. */
function offset(from: Coordinates, km: number, bearing: number): Coordinates {
  const kmPerDegreeLongitude = kmPerDegreeLatitude * Math.cos((from.latitude * Math.PI) / 180);
  return {
    latitude: from.latitude + (km * Math.cos(bearing)) / kmPerDegreeLatitude,
    longitude: from.longitude + (km * Math.sin(bearing)) / kmPerDegreeLongitude,
  };
}

function kmFromCentre(hotelId: string): number {
  const random = seededRandom('hotel-position', hotelId);
  if (random.next() < 0.9) return 0.3 * (6 / 0.3) ** random.next();
  return random.between(6, 15);
}

export function hotelPosition(
  hotel: { hotelId: string; name: string },
  centre: Coordinates,
  airport: Coordinates,
): HotelPosition {
  const bearing = seededRandom('hotel-bearing', hotel.hotelId).between(0, 2 * Math.PI);
  const point = / Airport\b/.test(hotel.name)
    ? offset(airport, seededRandom('hotel-airport', hotel.hotelId).between(0.2, 1.5), bearing)
    : offset(centre, kmFromCentre(hotel.hotelId), bearing);
  return { ...point, distanceFromCentreKm: distanceFromCentreKm(centre, point) };
}
