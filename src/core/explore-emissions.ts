import type { CabinClass } from './cabin-classes';
import type { DealEmissions } from './deal';
import { flightKgPerPassenger, flightKm, type GeoPosition } from './flight-emissions';
import { hotelFactor } from './hotel-emission-factors';

/** What explore knows of a trip: its ends, the outbound's stops, the cabin, the party and the nights. */
export interface ExploreTripFootprint {
  origin: GeoPosition;
  destination: GeoPosition;
  /** The destination's country (ISO alpha-2), for the hotel's factor. */
  countryCode: string;
  stops: number;
  cabin: CabinClass;
  /** Travellers with a seat (lap infants have none). */
  travellers: number;
  /** Hotel guests, children too. */
  guests: number;
  nights: number;
}

/**
 * An explore trip's estimated CO₂e by the deal's own method (trip-emissions.ts): the Travel Impact Model's flights
 * for every seated traveller, both ways, and the destination country's hotel factor for every guest night. Explore
 * knows neither the hubs nor the return's stops, so each direction is `stops + 1` equal legs of the great-circle
 * distance (each stop adds its take-off and landing; the detour is not known, as TIM adds none either), the return
 * taken as the outbound. A search's deal, knowing its hubs, counts each real leg.
 */
export function exploreTripEmissions(trip: ExploreTripFootprint): DealEmissions {
  const legs = trip.stops + 1;
  const perDirection =
    flightKgPerPassenger(flightKm(trip.origin, trip.destination) / legs, trip.cabin) * legs;
  return {
    flightKg: Math.round(2 * perDirection * trip.travellers),
    hotelKg: Math.round(hotelFactor(trip.countryCode).kgPerGuestNight * trip.guests * trip.nights),
    travellers: trip.travellers,
    source: 'model',
  };
}
