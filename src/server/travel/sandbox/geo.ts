import { greatCircleKm } from '../../../core/great-circle';

/** Great-circle geometry, good enough for generated flights. */

export interface GeoPoint {
  lat: number;
  lon: number;
}

const earthRadiusKm = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in kilometres. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  return greatCircleKm(from.lat, from.lon, to.lat, to.lon);
}

/** The point `fraction` (0 to 1) of the way along the great circle from `from` to `to`. */
export function greatCirclePoint(from: GeoPoint, to: GeoPoint, fraction: number): GeoPoint {
  const angle = haversineKm(from, to) / earthRadiusKm;
  if (angle === 0) return from;
  const [fromLat, fromLon] = [toRadians(from.lat), toRadians(from.lon)];
  const [toLat, toLon] = [toRadians(to.lat), toRadians(to.lon)];
  const fromWeight = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const toWeight = Math.sin(fraction * angle) / Math.sin(angle);
  const x = fromWeight * Math.cos(fromLat) * Math.cos(fromLon) + toWeight * Math.cos(toLat) * Math.cos(toLon);
  const y = fromWeight * Math.cos(fromLat) * Math.sin(fromLon) + toWeight * Math.cos(toLat) * Math.sin(toLon);
  const z = fromWeight * Math.sin(fromLat) + toWeight * Math.sin(toLat);
  return { lat: toDegrees(Math.atan2(z, Math.hypot(x, y))), lon: toDegrees(Math.atan2(y, x)) };
}

/** How much of the great-circle course from `from` towards `to` points east: 1 due east, −1 due west. */
export function eastwardShare(from: GeoPoint, to: GeoPoint): number {
  const [fromLat, toLat] = [toRadians(from.lat), toRadians(to.lat)];
  const deltaLon = toRadians(to.lon - from.lon);
  const east = Math.sin(deltaLon) * Math.cos(toLat);
  const north =
    Math.cos(fromLat) * Math.sin(toLat) - Math.sin(fromLat) * Math.cos(toLat) * Math.cos(deltaLon);
  const length = Math.hypot(east, north);
  return length === 0 ? 0 : east / length;
}
