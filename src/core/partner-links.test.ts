import { describe, expect, it } from 'vitest';
import { checkPartnerLink } from './partner-link-check';
import {
  flightSearchLink,
  hotelSearchLink,
  type FlightLinkRequest,
  type HotelLinkRequest,
} from './partner-links';

describe('flightSearchLink', () => {
  it('links a round trip with travellers and cabin to Skyscanner over https', () => {
    const link = flightSearchLink({
      from: 'BEG',
      to: 'CDG',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      adults: 2,
      children: 1,
      cabinClass: 'PREMIUM_ECONOMY',
    });
    expect(link.partner).toBe('Skyscanner');
    const url = new URL(link.url);
    expect(url.protocol).toBe('https:');
    expect(url.pathname).toBe('/transport/flights/beg/cdg/261201/261208/');
    expect(url.searchParams.get('adultsv2')).toBe('2');
    expect(url.searchParams.get('childrenv2')).toBe('10');
    expect(url.searchParams.get('cabinclass')).toBe('premiumeconomy');
    expect(url.searchParams.get('rtn')).toBe('1');
  });

  it('links a one-way trip without a return date or children', () => {
    const url = new URL(
      flightSearchLink({
        from: 'JFK',
        to: 'LHR',
        departureDate: '2027-01-15',
        adults: 1,
        children: 0,
        cabinClass: 'FIRST',
      }).url,
    );
    expect(url.pathname).toBe('/transport/flights/jfk/lhr/270115/');
    expect(url.searchParams.has('childrenv2')).toBe(false);
    expect(url.searchParams.get('cabinclass')).toBe('first');
    expect(url.searchParams.get('rtn')).toBe('0');
  });
});

describe('hotelSearchLink', () => {
  it('links the hotel, stay, guests, ages and rooms to Booking.com, escaping the name', () => {
    const link = hotelSearchLink({
      hotelName: 'Grand & Palace "Paris"',
      city: 'Paris',
      checkIn: '2026-12-01',
      checkOut: '2026-12-08',
      adults: 2,
      childrenAges: [4, 11],
      rooms: 1,
    });
    expect(link.partner).toBe('Booking.com');
    const url = new URL(link.url);
    expect(url.origin).toBe('https://www.booking.com');
    expect(url.searchParams.get('ss')).toBe('Grand & Palace "Paris", Paris');
    expect(url.searchParams.get('checkin')).toBe('2026-12-01');
    expect(url.searchParams.get('checkout')).toBe('2026-12-08');
    expect(url.searchParams.get('group_adults')).toBe('2');
    expect(url.searchParams.get('group_children')).toBe('2');
    expect(url.searchParams.getAll('age')).toEqual(['4', '11']);
    expect(url.searchParams.get('no_rooms')).toBe('1');
  });
});

describe('the booking-redirect page opens every link the builders make', () => {
  const roundTrip: FlightLinkRequest = {
    from: 'BEG',
    to: 'CDG',
    departureDate: '2026-12-01',
    returnDate: '2026-12-08',
    adults: 2,
    children: 0,
    cabinClass: 'ECONOMY',
  };
  const stay: HotelLinkRequest = {
    hotelName: 'Hotel Lutetia',
    city: 'Paris',
    checkIn: '2026-12-01',
    checkOut: '2026-12-08',
    adults: 2,
    childrenAges: [],
    rooms: 1,
  };

  it.each<FlightLinkRequest>([
    roundTrip,
    { ...roundTrip, returnDate: undefined },
    { ...roundTrip, children: 3, cabinClass: 'BUSINESS' },
    { ...roundTrip, from: 'jfk', to: 'NRT', departureDate: '2027-02-28', returnDate: '2027-03-01' },
  ])('accepts the Skyscanner link for %j', (request) => {
    const link = flightSearchLink(request);
    const check = checkPartnerLink(link.url, 'flight');
    expect(check).toMatchObject({ ok: true, partner: link.partner });
    expect(check.ok && check.url.href).toBe(link.url);
  });

  it.each<HotelLinkRequest>([
    stay,
    { ...stay, hotelName: 'Grand & Palace "Paris"', childrenAges: [4, 11], rooms: 2 },
    { ...stay, hotelName: 'Suite #5 ?x=1 / 100% /../login', city: 'Lyon' },
    { ...stay, hotelName: 'Hôtel Lumière 東京 ホテル 🏨', city: 'Zürich' },
    { ...stay, hotelName: 'فندق النخيل', city: 'دبي' },
  ])('accepts the Booking.com link for %j', (request) => {
    const link = hotelSearchLink(request);
    const check = checkPartnerLink(link.url, 'hotel');
    expect(check).toMatchObject({ ok: true, partner: link.partner });
    expect(check.ok && check.url.href).toBe(link.url);
  });
});
