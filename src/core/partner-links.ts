import type { CabinClass } from './cabin-classes';
import type { DealPartnerLink } from './deal';

export interface FlightLinkRequest {
  from: string;
  to: string;
  departureDate: string;
  /** Absent for one-way trips. */
  returnDate?: string;
  adults: number;
  /** Each flight child's age on the trip; 0 and 1 are infants under 2. */
  childrenAges: number[];
  cabinClass: CabinClass;
  directOnly: boolean;
}

export interface HotelLinkRequest {
  hotelName: string;
  /** City name for the search box; the code when no name is known. */
  city: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childrenAges: number[];
  rooms: number;
}

export type PartnerKind = 'flight' | 'hotel';

export interface PartnerSite {
  /** Shown to the visitor. */
  name: string;
  /** https, the partner's exact host, the default port. */
  origin: string;
  /** Every path the builder below writes for this kind, and nothing else. */
  path: RegExp;
}

/**
 * The only sites and pages TripFit links to. The builders below start from these origins, and the booking-redirect
 * page opens only URLs that match them (partner-link-check.ts), so the two cannot drift apart.
 */
export const partnerSites: Readonly<Record<PartnerKind, PartnerSite>> = {
  flight: {
    name: 'Skyscanner',
    origin: 'https://www.skyscanner.net',
    // /transport/flights/<from>/<to>/<yymmdd>[/<yymmdd>]/ with lower-case IATA codes, as flightSearchLink writes it.
    path: /^\/transport\/flights\/[a-z]{3}\/[a-z]{3}\/\d{6}(?:\/\d{6})?\/$/,
  },
  hotel: { name: 'Booking.com', origin: 'https://www.booking.com', path: /^\/searchresults\.html$/ },
};

const skyscannerCabin: Record<CabinClass, string> = {
  ECONOMY: 'economy',
  PREMIUM_ECONOMY: 'premiumeconomy',
  BUSINESS: 'business',
  FIRST: 'first',
};

/** Skyscanner writes dates as YYMMDD in the path. */
const compactDate = (isoDate: string) => isoDate.slice(2).replaceAll('-', '');

/** The age a flight child gets when the search carries none for it: a child fare at every partner. */
const unknownChildAge = 10;

/**
 * The flight children's ages. The form asks ages with the hotel guests, who follow the flight's travellers, so the
 * first hotel ages are the flight children's; a flight child beyond them has no age in the search.
 */
export function flightChildrenAges(flightChildren: number, hotelChildrenAges: readonly number[]): number[] {
  return Array.from({ length: flightChildren }, (_, index) => hotelChildrenAges[index] ?? unknownChildAge);
}

/**
 * A Skyscanner search for the same route, dates, travellers, cabin and "direct only". Skyscanner takes each
 * child's age (0–17, an infant under 2 as its age) joined by `|`.
 */
export function flightSearchLink(request: FlightLinkRequest): DealPartnerLink {
  const dates = [request.departureDate, request.returnDate].filter((date): date is string => Boolean(date));
  const path = ['transport', 'flights', request.from, request.to, ...dates.map(compactDate)]
    .map((part) => encodeURIComponent(part.toLowerCase()))
    .join('/');
  const url = new URL(`/${path}/`, partnerSites.flight.origin);
  url.searchParams.set('adultsv2', String(request.adults));
  if (request.childrenAges.length > 0) url.searchParams.set('childrenv2', request.childrenAges.join('|'));
  url.searchParams.set('cabinclass', skyscannerCabin[request.cabinClass]);
  url.searchParams.set('rtn', request.returnDate ? '1' : '0');
  if (request.directOnly) url.searchParams.set('preferdirects', 'true');
  return { partner: partnerSites.flight.name, url: url.toString() };
}

/** A Booking.com search for the hotel by name and city with the stay, guests, children's ages and rooms. */
export function hotelSearchLink(request: HotelLinkRequest): DealPartnerLink {
  const url = new URL('/searchresults.html', partnerSites.hotel.origin);
  url.searchParams.set('ss', `${request.hotelName}, ${request.city}`);
  url.searchParams.set('checkin', request.checkIn);
  url.searchParams.set('checkout', request.checkOut);
  url.searchParams.set('group_adults', String(request.adults));
  url.searchParams.set('group_children', String(request.childrenAges.length));
  for (const age of request.childrenAges) url.searchParams.append('age', String(age));
  url.searchParams.set('no_rooms', String(request.rooms));
  return { partner: partnerSites.hotel.name, url: url.toString() };
}
