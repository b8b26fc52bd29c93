import type { CabinClass } from './cabin-classes';
import type { DealEmissions } from './deal';
import { flightKgPerPassenger, flightKm, type GeoPosition } from './flight-emissions';
import type { FlightOffer } from './travel-data';

export interface TripEmissionsContext {
  /** Where an airport is, by IATA code; undefined for one the index does not know. */
  positionOf: (iataCode: string) => GeoPosition | undefined;
  cabin: CabinClass;
  /** Travellers with a seat: a lap infant adds no seat area (flight-bags.ts travellersWithBags). */
  travellers: number;
  /** The hotel's country's kg CO₂e per guest night (hotel-emission-factors.ts) and its guests, children too. */
  hotel: { kgPerGuestNight: number; guests: number };
}

/** The flights' kg CO₂e for every seated traveller, unrounded, or undefined when an airport is unknown. */
function flightKg(offer: FlightOffer, context: TripEmissionsContext): number | undefined {
  let perPassenger = 0;
  for (const segment of offer.itineraries.flatMap((itinerary) => itinerary.segments)) {
    const from = context.positionOf(segment.departure.iataCode);
    const to = context.positionOf(segment.arrival.iataCode);
    if (!from || !to) return undefined;
    perPassenger += flightKgPerPassenger(flightKm(from, to), context.cabin);
  }
  return perPassenger === 0 ? undefined : perPassenger * context.travellers;
}

/**
 * The estimated CO₂e of the trip, rounded to whole kg: every flight of the offer (both itineraries of a return)
 * for every seated traveller, the provider's own estimate when the offer has one, else the Travel Impact Model's;
 * and the stay's `hotelNights` for every hotel guest. Undefined when an airport's position is unknown, rather than
 * a figure missing a flight.
 */
export function tripEmissions(
  offer: FlightOffer,
  context: TripEmissionsContext,
  hotelNights: number,
): DealEmissions | undefined {
  const provided = offer.totalEmissionsKg;
  const flights = provided ?? flightKg(offer, context);
  if (flights === undefined) return undefined;
  const { kgPerGuestNight, guests } = context.hotel;
  return {
    flightKg: Math.round(flights),
    hotelKg: Math.round(kgPerGuestNight * guests * hotelNights),
    travellers: context.travellers,
    source: provided === undefined ? 'model' : 'provider',
  };
}

/** The whole trip's kg CO₂e, flights and hotel nights: the figure the card shows and the CO₂ sort orders by. */
export const totalEmissionsKg = (emissions: DealEmissions) => emissions.flightKg + emissions.hotelKg;
