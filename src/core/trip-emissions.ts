import type { CabinClass } from './cabin-classes';
import type { DealEmissions } from './deal';
import { flightKgPerPassenger, greatCircleKm, type GeoPosition } from './flight-emissions';
import type { FlightOffer } from './travel-data';

export interface TripEmissionsContext {
  /** Where an airport is, by IATA code; undefined for one the index does not know. */
  positionOf: (iataCode: string) => GeoPosition | undefined;
  cabin: CabinClass;
  /** Travellers with a seat: a lap infant adds no seat area (flight-bags.ts travellersWithBags). */
  travellers: number;
}

/**
 * The estimated CO₂e of every flight of the offer (both itineraries of a return) for every seated traveller,
 * rounded to whole kg: the provider's own estimate when the offer has one, else the Travel Impact Model's;
 * undefined when an airport's position is unknown, rather than a figure missing a flight.
 */
export function tripEmissions(offer: FlightOffer, context: TripEmissionsContext): DealEmissions | undefined {
  const { travellers } = context;
  if (offer.totalEmissionsKg !== undefined) {
    return { flightKg: Math.round(offer.totalEmissionsKg), travellers, source: 'provider' };
  }
  let perPassenger = 0;
  for (const segment of offer.itineraries.flatMap((itinerary) => itinerary.segments)) {
    const from = context.positionOf(segment.departure.iataCode);
    const to = context.positionOf(segment.arrival.iataCode);
    if (!from || !to) return undefined;
    perPassenger += flightKgPerPassenger(greatCircleKm(from, to), context.cabin);
  }
  if (perPassenger === 0) return undefined;
  return { flightKg: Math.round(perPassenger * travellers), travellers, source: 'model' };
}
