import type { Deal } from './deal';
import type { DealEngineInput } from './deal-engine';
import type { FlightItinerary, FlightOffer, HotelOffers, HotelSentiment } from './travel-data';
import { stayKey, type DealStay } from './trip-stay';

/** Builders of provider-shaped offers for the deal engine's tests and bench. */

export interface ItinerarySpec {
  duration: string;
  /** Connections: the itinerary gets stops + 1 segments. */
  stops?: number;
  departureAt?: string;
  arrivalAt?: string;
  carrierCode?: string;
}

export function itinerary(spec: ItinerarySpec): FlightItinerary {
  const stops = spec.stops ?? 0;
  const departureAt = spec.departureAt ?? '2026-12-01T08:30:00';
  const arrivalAt = spec.arrivalAt ?? '2026-12-01T16:05:00';
  // Connections land at 11:00 and leave at 12:00, so only the first departure and last arrival are the leg's.
  const airports = ['JFK', ...Array.from({ length: stops }, (_, index) => `HB${index}`), 'CDG'];
  return {
    duration: spec.duration,
    segments: Array.from({ length: stops + 1 }, (_, index) => ({
      departure: { iataCode: airports[index] ?? '', at: index === 0 ? departureAt : '2026-12-01T12:00:00' },
      arrival: {
        iataCode: airports[index + 1] ?? '',
        at: index === stops ? arrivalAt : '2026-12-01T11:00:00',
      },
      carrierCode: spec.carrierCode ?? 'AF',
      number: `${100 + index}`,
      duration: 'PT1H',
    })),
  };
}

export function flightOffer(
  id: string,
  total: string,
  itineraries: ItinerarySpec[] = [{ duration: 'PT5H' }, { duration: 'PT5H' }],
  validatingAirlineCodes: string[] = ['AF'],
): FlightOffer {
  return {
    id,
    price: { total, currency: 'USD' },
    itineraries: itineraries.map(itinerary),
    validatingAirlineCodes,
  };
}

export function hotelOffers(hotelId: string, totals: string[], name = `Hotel ${hotelId}`): HotelOffers {
  return {
    hotel: { hotelId, name, cityCode: 'PAR' },
    offers: totals.map((total, index) => ({
      id: `${hotelId}-offer-${index + 1}`,
      price: { total, currency: 'USD' },
    })),
  };
}

export function sentiment(hotelId: string, overallRating: number, numberOfReviews = 100): HotelSentiment {
  return { hotelId, overallRating, numberOfReviews };
}

export function partnerLinks(flight: FlightOffer, hotel: HotelOffers): Deal['links'] {
  return {
    flight: { partner: 'Flights partner', url: `https://flights.example/${flight.id}` },
    hotel: { partner: 'Hotels partner', url: `https://hotels.example/${hotel.hotel.hotelId}` },
  };
}

/** The stay every flight of a test leads to unless it says otherwise: 1–8 Dec, landing on the first day. */
export const testStay: DealStay = {
  checkIn: '2026-12-01',
  checkOut: '2026-12-08',
  nights: 7,
  landsOn: '2026-12-01',
  followsFlight: true,
  unusedNights: 0,
  roomFromNightBefore: false,
};

/** The engine's stay inputs when every flight leads to one stay, whose hotels are `hotels`. */
export function oneStay(
  hotels: HotelOffers[],
  stay: DealStay = testStay,
): Pick<DealEngineInput, 'stayOf' | 'hotelsByStay'> {
  return { stayOf: () => stay, hotelsByStay: new Map([[stayKey(stay), hotels]]) };
}
