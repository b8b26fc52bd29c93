/** Great-circle geometry, good enough for generated flights. */

export interface GeoPoint {
  lat: number;
  lon: number;
}

const earthRadiusKm = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const deltaLat = toRadians(to.lat - from.lat);
  const deltaLon = toRadians(to.lon - from.lon);
  const chord =
    Math.sin(deltaLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(deltaLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(chord)));
}

/**
 * A rough UTC offset in hours from longitude (15° per hour). Real zones follow borders and summer time; a sandbox
 * only needs arrival times that move the right way when flying east or west.
 */
export function utcOffsetHours(point: GeoPoint): number {
  return Math.round(point.lon / 15) || 0;
}
