import { describe, expect, it } from 'vitest';
import {
  checkFlightOffer,
  checkHotel,
  checkRooms,
  countReasons,
  isKnownCurrency,
  type FlightAnswerFacts,
  type FlightSearchFacts,
  type HotelStayFacts,
} from './offer-checks';

const metros: Record<string, readonly string[]> = { LON: ['LHR', 'LGW'] };
const context = { now: Date.parse('2027-05-01T12:00:00Z'), airportsOf: (code: string) => metros[code] ?? [] };

const search: FlightSearchFacts = {
  from: 'LON',
  to: 'SPU',
  departureDate: '2027-06-01',
  returnDate: '2027-06-08',
  passengers: 2,
  cabin: 'ECONOMY',
};

const answer: FlightAnswerFacts = {
  slices: [
    { origin: 'LGW', destination: 'SPU', departingAt: '2027-06-01T23:40:00' },
    { origin: 'SPU', destination: 'LHR', departingAt: '2027-06-08T06:10:00' },
  ],
  passengers: 2,
  cabins: ['ECONOMY', 'ECONOMY'],
  expiresAt: '2027-05-01T12:30:00Z',
  currency: 'GBP',
};

const reasonOf = (changes: Partial<FlightAnswerFacts>, asked: Partial<FlightSearchFacts> = {}) => {
  const check = checkFlightOffer({ ...search, ...asked }, { ...answer, ...changes }, context);
  return check.ok ? 'ok' : check.reason;
};

describe('checkFlightOffer', () => {
  it('accepts an offer that matches, a city code counting as any of its airports', () => {
    expect(reasonOf({})).toBe('ok');
  });

  it('refuses one way for a return trip and a return for one way', () => {
    expect(reasonOf({ slices: answer.slices.slice(0, 1) })).toBe('trip_type');
    expect(reasonOf({}, { returnDate: undefined })).toBe('trip_type');
  });

  it('refuses other airports, in either direction', () => {
    const [out, back] = answer.slices;
    if (!out || !back) throw new Error('fixture');
    expect(reasonOf({ slices: [{ ...out, origin: 'LHR', destination: 'LHR' }, back] })).toBe('route');
    expect(reasonOf({ slices: [out, { ...back, destination: 'STN' }] })).toBe('route');
    expect(reasonOf({}, { from: 'LHR' })).toBe('route');
  });

  it('refuses another departure or return date, read as the local date', () => {
    const [out, back] = answer.slices;
    if (!out || !back) throw new Error('fixture');
    expect(reasonOf({ slices: [{ ...out, departingAt: '2020-06-01T09:00:00' }, back] })).toBe('dates');
    expect(reasonOf({ slices: [out, { ...back, departingAt: '2027-06-09T00:10:00' }] })).toBe('dates');
  });

  it('refuses another number of passengers', () => {
    expect(reasonOf({ passengers: 1 })).toBe('passengers');
  });

  it('refuses another cabin on any segment', () => {
    expect(reasonOf({ cabins: ['ECONOMY', 'BUSINESS'] })).toBe('cabin');
  });

  it('refuses an offer that has expired by the injected clock, or whose expiry is unreadable', () => {
    expect(reasonOf({ expiresAt: '2027-05-01T12:00:00Z' })).toBe('expired');
    expect(reasonOf({ expiresAt: 'soon' })).toBe('expired');
    expect(reasonOf({ expiresAt: undefined })).toBe('ok');
  });

  it('refuses a currency it cannot show or convert', () => {
    expect(reasonOf({ currency: 'XYZ' })).toBe('currency');
    expect(reasonOf({ currency: 'gbp' })).toBe('currency');
  });
});

describe('isKnownCurrency', () => {
  it('knows the site currencies and other ISO 4217 codes', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('HRK')).toBe(true);
    expect(isKnownCurrency('')).toBe(false);
  });
});

const split = { latitude: 43.5081, longitude: 16.4402, countryCode: 'HR' };
const stay: HotelStayFacts = {
  hotelIds: ['lp1', 'lp2'],
  city: split,
  rooms: [
    { adults: 2, childrenAges: [4, 9] },
    { adults: 1, childrenAges: [] },
  ],
};

const hotelReason = (hotel: Parameters<typeof checkHotel>[1], facts: HotelStayFacts = stay) => {
  const check = checkHotel(facts, hotel);
  return check.ok ? 'ok' : check.reason;
};

describe('checkHotel', () => {
  it('accepts an asked hotel in the city', () => {
    expect(hotelReason({ hotelId: 'lp1', countryCode: 'hr', latitude: 43.51, longitude: 16.45 })).toBe('ok');
    expect(hotelReason({ hotelId: 'lp2' })).toBe('ok');
  });

  it('refuses a hotel nobody asked for', () => {
    expect(hotelReason({ hotelId: 'lp1897' })).toBe('hotel_not_asked');
  });

  it('refuses a hotel in another country or far from the city', () => {
    expect(hotelReason({ hotelId: 'lp1', countryCode: 'us' })).toBe('city');
    expect(hotelReason({ hotelId: 'lp1', latitude: 40.75, longitude: -73.99 })).toBe('city');
  });

  it('checks only the ids when the city is not known', () => {
    const withoutCity = { hotelIds: stay.hotelIds, rooms: stay.rooms };
    expect(hotelReason({ hotelId: 'lp1', countryCode: 'us' }, withoutCity)).toBe('ok');
  });
});

describe('checkRooms', () => {
  const roomsReason = (rooms: Parameters<typeof checkRooms>[1]) => {
    const check = checkRooms(stay, rooms);
    return check.ok ? 'ok' : check.reason;
  };

  it('accepts every room priced for its guests, in any order of ages', () => {
    expect(
      roomsReason([
        { occupancyNumber: 2, adults: 1, childrenAges: [] },
        { occupancyNumber: 1, adults: 2, childrenAges: [9, 4] },
      ]),
    ).toBe('ok');
    expect(roomsReason([{}, {}])).toBe('ok');
  });

  it('refuses a missing room or other guests', () => {
    expect(roomsReason([{ adults: 2, childrenAges: [4, 9] }])).toBe('occupancy');
    expect(roomsReason([{ adults: 1 }, { adults: 1 }])).toBe('occupancy');
    expect(roomsReason([{ adults: 2, childrenAges: [4] }, { adults: 1 }])).toBe('occupancy');
    expect(roomsReason([{ occupancyNumber: 3 }, {}])).toBe('occupancy');
  });
});

describe('countReasons', () => {
  it('counts each reason once per offer', () => {
    expect(countReasons(['route', 'expired', 'route'])).toEqual({ route: 2, expired: 1 });
  });
});
