const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance by the haversine formula, in kilometres, between two points given in degrees. Plain
 * numbers, so the sandbox's hot paths (route planning, explore) call it without building objects.
 */
export function greatCircleKm(fromLat: number, fromLon: number, toLat: number, toLon: number): number {
  const chord =
    Math.sin(radians(toLat - fromLat) / 2) ** 2 +
    Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(radians(toLon - fromLon) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(chord)));
}
