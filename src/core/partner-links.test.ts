import { describe, expect, it } from 'vitest';
import { checkPartnerLink } from './partner-link-check';
import {
  flightChildrenAges,
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
      childrenAges: [7],
      cabinClass: 'PREMIUM_ECONOMY',
      directOnly: false,
    });
    expect(link.partner).toBe('Skyscanner');
    const url = new URL(link.url);
    expect(url.protocol).toBe('https:');
    expect(url.pathname).toBe('/transport/flights/beg/cdg/261201/261208/');
    expect(url.searchParams.get('adultsv2')).toBe('2');
    expect(url.searchParams.get('childrenv2')).toBe('7');
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
        childrenAges: [],
        cabinClass: 'FIRST',
        directOnly: false,
      }).url,
    );
    expect(url.pathname).toBe('/transport/flights/jfk/lhr/270115/');
    expect(url.searchParams.has('childrenv2')).toBe(false);
    expect(url.searchParams.get('cabinclass')).toBe('first');
    expect(url.searchParams.get('rtn')).toBe('0');
    expect(url.searchParams.has('preferdirects')).toBe(false);
  });

  it("sends each child's own age, an infant under 2 as its age (Skyscanner reads ages 0–17)", () => {
    const link = (childrenAges: number[]) =>
      new URL(flightSearchLink({ ...oneAdult, childrenAges }).url).searchParams.get('childrenv2');
    expect(link([4, 9])).toBe('4|9');
    expect(link([1])).toBe('1');
    expect(link([0, 17])).toBe('0|17');
  });

  it('keeps "direct flights only"', () => {
    const url = new URL(flightSearchLink({ ...oneAdult, directOnly: true }).url);
    expect(url.searchParams.get('preferdirects')).toBe('true');
  });
});

const oneAdult: FlightLinkRequest = {
  from: 'LHR',
  to: 'SPU',
  departureDate: '2027-06-01',
  returnDate: '2027-06-08',
  adults: 1,
  childrenAges: [],
  cabinClass: 'ECONOMY',
  directOnly: false,
};

describe('flightChildrenAges', () => {
  it('gives the flight children the ages the hotel guests carry when the counts agree', () => {
    expect(flightChildrenAges(2, [4, 9])).toEqual([4, 9]);
    expect(flightChildrenAges(1, [1])).toEqual([1]);
  });

  it('counts a child the search gave no age as 10, and ignores ages beyond the flight children', () => {
    expect(flightChildrenAges(3, [4])).toEqual([4, 10, 10]);
    expect(flightChildrenAges(1, [4, 9])).toEqual([4]);
    expect(flightChildrenAges(0, [4])).toEqual([]);
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
    childrenAges: [],
    cabinClass: 'ECONOMY',
    directOnly: false,
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
    { ...roundTrip, childrenAges: [0, 4, 9], cabinClass: 'BUSINESS', directOnly: true },
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
