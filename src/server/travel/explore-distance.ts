import { haversineKm } from './sandbox/geo';

/** Closer than this by air to the origin's city, a trip is a drive or a train ride: explore leaves the city out. */
export const exploreMinKm = 250;

interface Place {
  latitude: number;
  longitude: number;
}

/** Whether a destination is far enough from the origin (both by their city's main airport) to be explored. */
export const isFarEnoughToExplore = (origin: Place, destination: Place): boolean =>
  haversineKm(
    { lat: origin.latitude, lon: origin.longitude },
    { lat: destination.latitude, lon: destination.longitude },
  ) >= exploreMinKm;
