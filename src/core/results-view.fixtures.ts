import type { Deal, DealFlightLeg } from './deal';
import { testStay } from './deal-engine.fixtures';

/** What a results-view test is about; everything else is filled in. */
export interface DealSpec {
  id?: string;
  hotelId?: string;
  rating?: number;
  refundable?: boolean;
  /** The hotel's distance from the centre in km; absent when the hotel has no position. */
  distanceKm?: number;
  airline?: string;
  /** Local departure of the outbound, 'HH:MM' on Dec 1. */
  departs?: string;
  /** Local departure of the return, 'HH:MM' on Dec 8; absent for a one-way trip. */
  returns?: string | null;
  stops?: number;
  returnStops?: number;
  minutes?: number;
  returnMinutes?: number;
  total?: number;
}

function leg(
  departureAt: string,
  durationMinutes: number,
  stops: number,
  from: string,
  to: string,
): DealFlightLeg {
  return {
    departureAt,
    // Arrival is not read by the results view; a fixed one keeps the fixture simple.
    arrivalAt: departureAt,
    durationMinutes,
    stops,
    from,
    to,
    segments: [],
    connections: [],
  };
}

let nextId = 0;

/** A deal for results-view tests; by default a round trip, direct both ways, at hotel H1. */
export function viewDeal(spec: DealSpec = {}): Deal {
  const hotelId = spec.hotelId ?? 'H1';
  const outbound = leg(
    `2026-12-01T${spec.departs ?? '08:00'}:00`,
    spec.minutes ?? 120,
    spec.stops ?? 0,
    'BEG',
    'CDG',
  );
  const back =
    spec.returns === null
      ? outbound
      : leg(
          `2026-12-08T${spec.returns ?? '18:00'}:00`,
          spec.returnMinutes ?? 130,
          spec.returnStops ?? 0,
          'CDG',
          'BEG',
        );
  const total = spec.total ?? 1000;
  return {
    id: spec.id ?? `deal-${nextId++}`,
    offerId: `${hotelId}-offer`,
    stay: testStay,
    hotel: {
      hotelId,
      name: `Hotel ${hotelId}`,
      location: 'PAR',
      rating: spec.rating ?? 8,
      ratingLabel: 'Very Good',
      numberOfReviews: 100,
      price: total / 2,
      ...(spec.refundable === undefined ? {} : { refundable: spec.refundable }),
      ...(spec.distanceKm === undefined ? {} : { distanceFromCentreKm: spec.distanceKm }),
    },
    flight: {
      airlineCode: spec.airline ?? 'LH',
      outbound,
      return: back,
      stops: outbound.stops,
      price: total / 2,
    },
    totalPrice: total,
    currency: 'EUR',
    score: 0.5,
    links: {
      flight: { partner: 'Skyscanner', url: 'https://www.skyscanner.net/' },
      hotel: { partner: 'Booking.com', url: 'https://www.booking.com/' },
    },
  };
}
