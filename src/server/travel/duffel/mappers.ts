import { tryIsoDurationToMinutes } from '../../../core/iso-duration';
import type { FlightItinerary, FlightOffer, FlightSegment, IncludedBags } from '../../../core/travel-data';
import { elapsedDuration } from './elapsed-time';
import { bagFeesOf } from './bag-fees';
import type { DuffelBaggageService, DuffelOffer, DuffelSegment, DuffelSlice } from './schemas';

/** Duffel's duration when it sent a readable one; the engine parses every duration it is given. */
const readableDuration = (duration: string | null) =>
  duration !== null && tryIsoDurationToMinutes(duration) !== undefined ? duration : undefined;

type BagType = DuffelSegment['passengers'][number]['baggages'][number]['type'];

/** What every traveller gets at least: per kind of bag, the smallest allowance among the segment's passengers. */
function bagsForEveryTraveller(passengers: DuffelSegment['passengers']): IncludedBags | undefined {
  if (passengers.length === 0) return undefined;
  const least = (type: BagType) =>
    Math.min(
      ...passengers.map(({ baggages }) =>
        baggages.filter((bag) => bag.type === type).reduce((sum, bag) => sum + bag.quantity, 0),
      ),
    );
  return { carryOn: least('carry_on'), checked: least('checked') };
}

function toSegment(segment: DuffelSegment): FlightSegment | undefined {
  const { origin, destination, marketing_carrier: carrier } = segment;
  if (!origin.iata_code || !destination.iata_code || !carrier.iata_code) return undefined;
  const duration =
    readableDuration(segment.duration) ??
    elapsedDuration(
      { at: segment.departing_at, timeZone: origin.time_zone },
      { at: segment.arriving_at, timeZone: destination.time_zone },
    );
  if (!duration) return undefined;
  const includedBags = bagsForEveryTraveller(segment.passengers);
  return {
    departure: { iataCode: origin.iata_code, at: segment.departing_at },
    arrival: { iataCode: destination.iata_code, at: segment.arriving_at },
    carrierCode: carrier.iata_code,
    number: segment.marketing_carrier_flight_number,
    duration,
    ...(includedBags ? { includedBags } : {}),
  };
}

/** A slice's segments in flying order: a connection is the gap between one arrival and the next departure. */
function toItinerary(slice: DuffelSlice): FlightItinerary | undefined {
  const segments: FlightSegment[] = [];
  for (const segment of slice.segments) {
    const mapped = toSegment(segment);
    if (!mapped) return undefined;
    segments.push(mapped);
  }
  const first = slice.segments[0];
  const last = slice.segments.at(-1);
  if (!first || !last) return undefined;
  const duration =
    readableDuration(slice.duration) ??
    elapsedDuration(
      { at: first.departing_at, timeZone: first.origin.time_zone },
      { at: last.arriving_at, timeZone: last.destination.time_zone },
    );
  return duration ? { duration, segments } : undefined;
}

/** Duffel's estimate when it is a usable positive number of kg. */
function emissionsOf(offer: DuffelOffer) {
  const kg = Number(offer.total_emissions_kg ?? Number.NaN);
  return Number.isFinite(kg) && kg > 0 ? { totalEmissionsKg: kg } : {};
}

/** An offer as the engine sees it, or undefined when a code, time or duration it needs is missing. */
function toFlightOffer(
  offer: DuffelOffer,
  services: DuffelBaggageService[] | undefined,
): FlightOffer | undefined {
  const itineraries: FlightItinerary[] = [];
  for (const slice of offer.slices) {
    const itinerary = toItinerary(slice);
    if (!itinerary) return undefined;
    itineraries.push(itinerary);
  }
  const refundable = offer.conditions.refund_before_departure?.allowed;
  return {
    id: offer.id,
    // In Duffel's currency (the account's), whatever the search's: the pipeline converts.
    price: { total: offer.total_amount, currency: offer.total_currency },
    itineraries,
    validatingAirlineCodes: offer.owner.iata_code ? [offer.owner.iata_code] : [],
    validatingAirlineName: offer.owner.name,
    ...(refundable === undefined ? {} : { refundable }),
    bagFees: bagFeesOf(offer, services),
    ...emissionsOf(offer),
  };
}

/**
 * Offers in Duffel's order, with the bags sold with those whose services were asked (by offer id); the few that
 * cannot be shown in full are left out.
 */
export function toFlightOffers(
  offers: DuffelOffer[],
  services: ReadonlyMap<string, DuffelBaggageService[]> = new Map(),
): FlightOffer[] {
  return offers
    .map((offer) => toFlightOffer(offer, services.get(offer.id)))
    .filter((offer) => offer !== undefined);
}

/** When the first of the offers expires, in epoch milliseconds; undefined when none says. */
export function earliestExpiry(offers: DuffelOffer[]): number | undefined {
  const times = offers.map((offer) => Date.parse(offer.expires_at)).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? Math.min(...times) : undefined;
}
