import type {
  CabinClass as DuffelCabinClass,
  CreateOfferRequest,
  CreateOfferRequestPassenger,
  CreateOfferRequestSlice,
} from '@duffel/api/types';
import type { CabinClass } from '../../../core/cabin-classes';
import type { FlightOfferQuery } from '../port';

const cabinClasses: Record<CabinClass, DuffelCabinClass> = {
  ECONOMY: 'economy',
  PREMIUM_ECONOMY: 'premium_economy',
  BUSINESS: 'business',
  FIRST: 'first',
};

/** Told for a child whose age the search does not know: a child's fare with a seat, never an infant's. */
const DEFAULT_CHILD_AGE = 10;

const airportCode = (code: string) => code.trim().toUpperCase();

function slice(origin: string, destination: string, departureDate: string): CreateOfferRequestSlice {
  return { origin, destination, departure_date: departureDate, departure_time: null, arrival_time: null };
}

/** Adults by type; children by age, as Duffel prices them (it accepts a type or an age, never both). */
function passengers(query: FlightOfferQuery): CreateOfferRequestPassenger[] {
  const adults = Array.from({ length: query.adults }, (): CreateOfferRequestPassenger => ({ type: 'adult' }));
  const children = Array.from({ length: query.children }, (_, index): CreateOfferRequestPassenger => ({
    age: query.childrenAges?.[index] ?? DEFAULT_CHILD_AGE,
  }));
  return [...adults, ...children];
}

/** The offer request of a search: one slice one-way, two for a return trip. */
export function offerRequestBody(query: FlightOfferQuery): CreateOfferRequest {
  const origin = airportCode(query.originLocationCode);
  const destination = airportCode(query.destinationLocationCode);
  const slices = [slice(origin, destination, query.departureDate)];
  if (query.returnDate) slices.push(slice(destination, origin, query.returnDate));
  return {
    slices,
    passengers: passengers(query),
    cabin_class: cabinClasses[query.travelClass],
    ...(query.nonStop ? { max_connections: 0 } : {}),
  };
}
