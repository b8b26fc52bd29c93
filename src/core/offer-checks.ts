import { kilometresBetween } from './centre-distance';
import type { CabinClass } from './cabin-classes';
import { currencyCodes } from './currencies';

/**
 * Does a provider's answer fit the search it was asked for? The live providers have answered with offers for
 * another route, year or trip type (Duffel's published example offer) and with hotels nobody asked for
 * (LiteAPI's "Hotel Example NYC"); such offers are dropped before they can become deals. Each check answers ok
 * or the first reason that fails, named for logs and metrics.
 */
export type OfferCheck<Reason extends string> = { ok: true } | { ok: false; reason: Reason };

export type FlightCheckReason =
  'trip_type' | 'route' | 'dates' | 'passengers' | 'cabin' | 'expired' | 'currency';

export type HotelCheckReason = 'hotel_not_asked' | 'city' | 'occupancy' | 'currency';

export type OfferCheckReason = FlightCheckReason | HotelCheckReason;

const ok = { ok: true } as const;
const fail = <Reason extends string>(reason: Reason): OfferCheck<Reason> => ({ ok: false, reason });

const siteCurrencies: ReadonlySet<string> = new Set(currencyCodes);

let isoCurrencies: ReadonlySet<string> | undefined;

/** A currency code we can show or convert: ours, or one ISO 4217 code the runtime knows. */
export function isKnownCurrency(code: string): boolean {
  if (siteCurrencies.has(code)) return true;
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code);
}

// Flights ------------------------------------------------------------------------------------------------------

export interface FlightSearchFacts {
  /** What the search asked for: an airport or a city code (LON, NYC). */
  from: string;
  to: string;
  /** YYYY-MM-DD, local at the departure airport. */
  departureDate: string;
  /** Absent for a one-way trip. */
  returnDate?: string;
  /** Every traveller with a seat or on a lap. */
  passengers: number;
  cabin: CabinClass;
}

export interface FlightAnswerFacts {
  /** In flying order; each slice from its first departure to its last arrival. */
  slices: { origin: string; destination: string; departingAt: string }[];
  passengers: number;
  /** The cabin of every segment and traveller in our names (a name we do not know never matches). */
  cabins: readonly string[];
  /** ISO 8601 instant after which the offer can no longer be booked, when the provider says. */
  expiresAt?: string;
  currency: string;
}

export interface FlightCheckContext {
  /** Epoch milliseconds. */
  now: number;
  /** The airports a code stands for: a city code's, or the airport itself. */
  airportsOf: (code: string) => readonly string[];
}

const servesPlace = (asked: string, airport: string, airportsOf: FlightCheckContext['airportsOf']) =>
  asked === airport || airportsOf(asked).includes(airport);

export function checkFlightOffer(
  search: FlightSearchFacts,
  answer: FlightAnswerFacts,
  context: FlightCheckContext,
): OfferCheck<FlightCheckReason> {
  const legs = search.returnDate
    ? [
        { from: search.from, to: search.to, date: search.departureDate },
        { from: search.to, to: search.from, date: search.returnDate },
      ]
    : [{ from: search.from, to: search.to, date: search.departureDate }];
  if (answer.slices.length !== legs.length) return fail('trip_type');
  const places = (code: string, airport: string) => servesPlace(code, airport, context.airportsOf);
  for (const [index, leg] of legs.entries()) {
    const slice = answer.slices[index];
    if (!slice || !places(leg.from, slice.origin) || !places(leg.to, slice.destination)) return fail('route');
  }
  for (const [index, leg] of legs.entries()) {
    // Local date-times ('2027-06-01T08:30:00'): the date is the departure airport's.
    if (answer.slices[index]?.departingAt.slice(0, 10) !== leg.date) return fail('dates');
  }
  if (answer.passengers !== search.passengers) return fail('passengers');
  if (answer.cabins.some((cabin) => cabin !== search.cabin)) return fail('cabin');
  const expiresAt = answer.expiresAt === undefined ? undefined : Date.parse(answer.expiresAt);
  if (expiresAt !== undefined && (Number.isNaN(expiresAt) || expiresAt <= context.now))
    return fail('expired');
  if (!isKnownCurrency(answer.currency)) return fail('currency');
  return ok;
}

// Hotels -------------------------------------------------------------------------------------------------------

/** One room's guests: children by age. */
export interface RoomGuests {
  adults: number;
  childrenAges: readonly number[];
}

export interface HotelStayFacts {
  hotelIds: readonly string[];
  /** Where the stay's city is, when known. */
  city?: { countryCode: string; latitude: number; longitude: number };
  /** One entry per room, in the order asked. */
  rooms: readonly RoomGuests[];
}

export interface HotelAnswerFacts {
  hotelId: string;
  /** ISO 3166-1 alpha-2, when the provider says. */
  countryCode?: string;
  latitude?: number;
  longitude?: number;
}

/** One room of an offer as the provider echoes it; what it leaves out is not checked. */
export interface RoomAnswerFacts {
  /** 1-based, the asked room it prices. */
  occupancyNumber?: number;
  adults?: number;
  childrenAges?: readonly number[];
}

/** A hotel "in the city" is within this distance of its centre: metro areas and airports hotels included. */
export const CITY_RADIUS_KM = 50;

/** The hotel is one of those asked for, and where the stay is when the provider says where it is. */
export function checkHotel(stay: HotelStayFacts, hotel: HotelAnswerFacts): OfferCheck<HotelCheckReason> {
  if (!stay.hotelIds.includes(hotel.hotelId)) return fail('hotel_not_asked');
  const { city } = stay;
  if (!city) return ok;
  if (hotel.countryCode && hotel.countryCode.toUpperCase() !== city.countryCode.toUpperCase()) {
    return fail('city');
  }
  const { latitude, longitude } = hotel;
  if (latitude !== undefined && longitude !== undefined) {
    if (kilometresBetween(city, { latitude, longitude }) > CITY_RADIUS_KM) return fail('city');
  }
  return ok;
}

const sameAges = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length && [...left].sort().join() === [...right].sort().join();

/** An offer prices every room asked, each for the guests asked for it. */
export function checkRooms(
  stay: HotelStayFacts,
  rooms: readonly RoomAnswerFacts[],
): OfferCheck<HotelCheckReason> {
  if (rooms.length !== stay.rooms.length) return fail('occupancy');
  for (const [index, room] of rooms.entries()) {
    const asked = stay.rooms[(room.occupancyNumber ?? index + 1) - 1];
    if (!asked) return fail('occupancy');
    if (room.adults !== undefined && room.adults !== asked.adults) return fail('occupancy');
    if (room.childrenAges !== undefined && !sameAges(room.childrenAges, asked.childrenAges)) {
      return fail('occupancy');
    }
  }
  return ok;
}

/** How many offers failed, by reason, for one log line a search. */
export function countReasons<Reason extends string>(
  reasons: readonly Reason[],
): Partial<Record<Reason, number>> {
  const counts: Partial<Record<Reason, number>> = {};
  for (const reason of reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}
