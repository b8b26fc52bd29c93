/**
 * Sample data for the fake Amadeus server: deterministic answers in the response shapes of
 * ../shared/reference/amadeus-openapi (Airport & City Search v1, Flight Offers Search v2, Hotel List v1,
 * Hotel Search v3, Hotel Ratings v2).
 */

import { hashString } from '../../src/core/seeded-random';

export type Query = Record<string, string>;

/** An Amadeus error body (`errors[]`), as every API endpoint sends it. */
export interface ApiError {
  status: number;
  code: number;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string; example?: string };
}

export type Answer = { status: 200; body: unknown } | { status: number; body: { errors: ApiError[] } };

const money = (amount: number) => amount.toFixed(2);

function badRequest(code: number, title: string, detail: string, parameter?: string): Answer {
  return {
    status: 400,
    body: { errors: [{ status: 400, code, title, detail, ...(parameter ? { source: { parameter } } : {}) }] },
  };
}

function missing(query: Query, names: string[]): Answer | undefined {
  const absent = names.find((name) => !query[name]);
  return absent
    ? badRequest(32171, 'MANDATORY DATA MISSING', `Missing mandatory query parameter ${absent}`, absent)
    : undefined;
}

// Locations ------------------------------------------------------------------------------------------------

interface SampleLocation {
  subType: 'AIRPORT' | 'CITY';
  name: string;
  iataCode: string;
  cityName: string;
  cityCode: string;
  countryCode: string;
  countryName: string;
  score: number;
}

const city = (iataCode: string, name: string, countryCode: string, countryName: string, score: number) =>
  ({
    subType: 'CITY',
    name,
    iataCode,
    cityName: name,
    cityCode: iataCode,
    countryCode,
    countryName,
    score,
  }) as const;
const airport = (iataCode: string, name: string, of: SampleLocation, score: number): SampleLocation => ({
  subType: 'AIRPORT',
  name,
  iataCode,
  cityName: of.cityName,
  cityCode: of.cityCode,
  countryCode: of.countryCode,
  countryName: of.countryName,
  score,
});

const london = city('LON', 'LONDON', 'GB', 'UNITED KINGDOM', 100);
const paris = city('PAR', 'PARIS', 'FR', 'FRANCE', 95);
const newYork = city('NYC', 'NEW YORK', 'US', 'UNITED STATES OF AMERICA', 90);
const madrid = city('MAD', 'MADRID', 'ES', 'SPAIN', 70);
const barcelona = city('BCN', 'BARCELONA', 'ES', 'SPAIN', 68);
const tokyo = city('TYO', 'TOKYO', 'JP', 'JAPAN', 60);
const belgrade = city('BEG', 'BELGRADE', 'RS', 'SERBIA', 30);
const londrina = city('LDB', 'LONDRINA', 'BR', 'BRAZIL', 3);

const locations: SampleLocation[] = [
  london,
  airport('LHR', 'HEATHROW', london, 60),
  airport('LGW', 'GATWICK', london, 40),
  airport('STN', 'STANSTED', london, 25),
  airport('LTN', 'LUTON', london, 18),
  airport('LCY', 'LONDON CITY AIRPORT', london, 12),
  paris,
  airport('CDG', 'CHARLES DE GAULLE', paris, 58),
  airport('ORY', 'ORLY', paris, 35),
  airport('BVA', 'BEAUVAIS TILLE', paris, 9),
  newYork,
  airport('JFK', 'JOHN F KENNEDY INTL', newYork, 55),
  airport('EWR', 'NEWARK LIBERTY INTL', newYork, 45),
  airport('LGA', 'LAGUARDIA', newYork, 38),
  madrid,
  airport('MAD', 'ADOLFO SUAREZ BARAJAS', madrid, 50),
  barcelona,
  airport('BCN', 'JOSEP TARRADELLAS BARCELONA EL PRAT', barcelona, 48),
  tokyo,
  airport('HND', 'HANEDA', tokyo, 46),
  airport('NRT', 'NARITA INTL', tokyo, 33),
  belgrade,
  airport('BEG', 'NIKOLA TESLA', belgrade, 20),
  londrina,
  airport('LDB', 'LONDRINA', londrina, 2),
];

function matches(location: SampleLocation, keyword: string): boolean {
  const words = `${location.name} ${location.cityName}`.split(/[\s/-]+/);
  return location.iataCode.startsWith(keyword) || words.some((word) => word.startsWith(keyword));
}

/** GET /v1/reference-data/locations (view=LIGHT answers name, detailedName, iataCode and address). */
export function locationsAnswer(query: Query, selfUrl: string): Answer {
  const absent = missing(query, ['subType', 'keyword']);
  if (absent) return absent;
  const keyword = (query.keyword ?? '').toUpperCase();
  const subTypes = (query.subType ?? '').split(',');
  const limit = Number(query['page[limit]'] ?? 10);
  const light = query.view === 'LIGHT';
  const found = locations
    .filter((location) => subTypes.includes(location.subType) && matches(location, keyword))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return {
    status: 200,
    body: {
      meta: { count: found.length, links: { self: selfUrl } },
      data: found.map((location) => {
        const id = `${location.subType === 'CITY' ? 'C' : 'A'}${location.iataCode}`;
        const detailedName =
          location.subType === 'CITY'
            ? `${location.cityName}/${location.countryCode}`
            : `${location.cityName}/${location.countryCode}:${location.name}`;
        return {
          type: 'location',
          subType: location.subType,
          name: location.name,
          detailedName,
          id,
          self: { href: `https://test.api.amadeus.com/v1/reference-data/locations/${id}`, methods: ['GET'] },
          iataCode: location.iataCode,
          address: light
            ? { cityName: location.cityName, countryName: location.countryName }
            : {
                cityName: location.cityName,
                cityCode: location.cityCode,
                countryName: location.countryName,
                countryCode: location.countryCode,
              },
          ...(light ? {} : { analytics: { travelers: { score: location.score } } }),
        };
      }),
    },
  };
}

// Flight offers --------------------------------------------------------------------------------------------

const carriers: Record<string, string> = {
  BA: 'BRITISH AIRWAYS',
  AF: 'AIR FRANCE',
  LH: 'LUFTHANSA',
  KL: 'KLM ROYAL DUTCH AIRLINES',
  AA: 'AMERICAN AIRLINES',
  UA: 'UNITED AIRLINES',
  DL: 'DELTA AIR LINES',
  IB: 'IBERIA',
  TK: 'TURKISH AIRLINES',
};
const carrierCodes = Object.keys(carriers);
const hubs = ['FRA', 'AMS', 'IST', 'MUC', 'ZRH'];
const cabinFactor: Record<string, number> = { ECONOMY: 1, PREMIUM_ECONOMY: 1.6, BUSINESS: 3.2, FIRST: 5 };

function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Local time `minutes` after `date`'s midnight, as Amadeus writes it: 2026-12-01T08:30:00. */
function localTime(date: string, minutes: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCMinutes(value.getUTCMinutes() + minutes);
  return value.toISOString().slice(0, 19);
}

interface SegmentPlan {
  from: string;
  to: string;
  carrier: string;
  startMinutes: number;
  minutes: number;
}

function itinerary(date: string, segments: SegmentPlan[], firstSegmentId: number) {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) throw new Error('an itinerary has at least one segment');
  return {
    duration: isoDuration(last.startMinutes + last.minutes - first.startMinutes),
    segments: segments.map((segment, index) => ({
      departure: { iataCode: segment.from, terminal: '1', at: localTime(date, segment.startMinutes) },
      arrival: { iataCode: segment.to, at: localTime(date, segment.startMinutes + segment.minutes) },
      carrierCode: segment.carrier,
      number: String(100 + (hashString(segment.from + segment.to + segment.carrier) % 900)),
      aircraft: { code: '320' },
      operating: { carrierCode: segment.carrier },
      duration: isoDuration(segment.minutes),
      id: String(firstSegmentId + index),
      numberOfStops: 0,
      blacklistedInEU: false,
    })),
  };
}

function plan(from: string, to: string, option: number, routeMinutes: number): SegmentPlan[] {
  const carrier = carrierCodes[hashString(`${from}${to}${option}`) % carrierCodes.length] ?? 'BA';
  const start = 6 * 60 + (((hashString(`${to}${from}${option}`) % 28) * 30) % (15 * 60));
  if (option % 2 === 0) return [{ from, to, carrier, startMinutes: start, minutes: routeMinutes }];
  const hub = hubs[option % hubs.length] ?? 'FRA';
  const firstLeg = Math.round(routeMinutes * 0.45);
  const connection = 75 + (option % 3) * 30;
  return [
    { from, to: hub, carrier, startMinutes: start, minutes: firstLeg },
    {
      from: hub,
      to,
      carrier,
      startMinutes: start + firstLeg + connection,
      minutes: routeMinutes - firstLeg + 25,
    },
  ];
}

/** GET /v2/shopping/flight-offers: up to 8 offers per route, alternating direct and one-stop. */
export function flightOffersAnswer(query: Query, selfUrl: string): Answer {
  const absent = missing(query, ['originLocationCode', 'destinationLocationCode', 'departureDate', 'adults']);
  if (absent) return absent;
  const origin = query.originLocationCode ?? '';
  const destination = query.destinationLocationCode ?? '';
  if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination)) {
    return badRequest(477, 'INVALID FORMAT', 'Location codes are 3 upper-case letters', 'originLocationCode');
  }
  const adults = Number(query.adults);
  const children = Number(query.children ?? 0);
  const currency = query.currencyCode ?? 'EUR';
  const max = Number(query.max ?? 250);
  const routeMinutes = 60 + (hashString([origin, destination].sort().join('')) % 600);
  const basePrice = 80 + routeMinutes * 0.6;
  const travellers = adults + children * 0.75;
  const factor = cabinFactor[query.travelClass ?? 'ECONOMY'] ?? 1;
  const offers = [];
  for (let option = 0; option < 8 && offers.length < max; option += 1) {
    if (query.nonStop === 'true' && option % 2 === 1) continue;
    const outbound = plan(origin, destination, option, routeMinutes);
    const inbound = query.returnDate ? plan(destination, origin, option + 1, routeMinutes) : undefined;
    const direct = option % 2 === 0 ? 1.15 : 1;
    const perPerson = basePrice * factor * direct * (inbound ? 1.85 : 1) * (1 + (option % 4) * 0.07);
    const total = perPerson * travellers;
    const carrier = outbound[0]?.carrier ?? 'BA';
    offers.push({
      type: 'flight-offer',
      id: String(offers.length + 1),
      source: 'GDS',
      instantTicketingRequired: false,
      nonHomogeneous: false,
      oneWay: false,
      lastTicketingDate: query.departureDate,
      numberOfBookableSeats: 9,
      itineraries: [
        itinerary(query.departureDate ?? '', outbound, 1),
        ...(inbound && query.returnDate ? [itinerary(query.returnDate, inbound, outbound.length + 1)] : []),
      ],
      price: {
        currency,
        total: money(total),
        base: money(total * 0.8),
        fees: [
          { amount: '0.00', type: 'SUPPLIER' },
          { amount: '0.00', type: 'TICKETING' },
        ],
        grandTotal: money(total),
      },
      pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: true },
      validatingAirlineCodes: [carrier],
      travelerPricings: [
        {
          travelerId: '1',
          fareOption: 'STANDARD',
          travelerType: 'ADULT',
          price: { currency, total: money(perPerson), base: money(perPerson * 0.8) },
        },
      ],
    });
  }
  const usedCarriers = new Set(offers.flatMap((offer) => offer.validatingAirlineCodes));
  return {
    status: 200,
    body: {
      meta: { count: offers.length, links: { self: selfUrl } },
      data: offers,
      dictionaries: {
        locations: Object.fromEntries(
          [origin, destination, ...hubs].map((code) => [code, { cityCode: code, countryCode: 'ZZ' }]),
        ),
        aircraft: { '320': 'AIRBUS A320' },
        currencies: { [currency]: currency },
        carriers: Object.fromEntries([...usedCarriers].map((code) => [code, carriers[code] ?? code])),
      },
    },
  };
}

// Hotels ---------------------------------------------------------------------------------------------------

/** Hotels per city code and their nightly base rate; LON has more than the 100 an adapter keeps. */
const hotelCities: Record<string, { count: number; nightly: number; countryCode: string; name: string }> = {
  LON: { count: 120, nightly: 180, countryCode: 'GB', name: 'London' },
  PAR: { count: 30, nightly: 160, countryCode: 'FR', name: 'Paris' },
  NYC: { count: 25, nightly: 220, countryCode: 'US', name: 'New York' },
  MAD: { count: 12, nightly: 110, countryCode: 'ES', name: 'Madrid' },
  BCN: { count: 10, nightly: 120, countryCode: 'ES', name: 'Barcelona' },
  TYO: { count: 15, nightly: 150, countryCode: 'JP', name: 'Tokyo' },
  BEG: { count: 6, nightly: 70, countryCode: 'RS', name: 'Belgrade' },
};
const chains = ['HI', 'MC', 'RT', 'BW', 'HL', 'AC', 'NN', 'IB'];
const namePrefixes = ['Grand', 'Royal', 'Park', 'City', 'Riverside', 'Central', 'Garden', 'Harbour', 'Plaza'];
const nameSuffixes = ['Hotel', 'Inn', 'Suites', 'Residence', 'Palace'];

/** Hotel ids are chain (2) + city (3) + number (3), e.g. HILON001. */
export function hotelId(cityCode: string, index: number): string {
  return `${chains[index % chains.length]}${cityCode}${String(index).padStart(3, '0')}`;
}

function parseHotelId(id: string): { cityCode: string; index: number } | undefined {
  const match = /^[A-Z]{2}([A-Z]{3})(\d{3})$/.exec(id);
  if (!match?.[1] || !match[2]) return undefined;
  const cityCode = match[1];
  const index = Number(match[2]);
  const known = hotelCities[cityCode];
  return known && index < known.count && hotelId(cityCode, index) === id ? { cityCode, index } : undefined;
}

function hotelName(cityCode: string, index: number): string {
  const cityName = hotelCities[cityCode]?.name ?? cityCode;
  const prefix = namePrefixes[index % namePrefixes.length];
  const suffix = nameSuffixes[Math.floor(index / namePrefixes.length) % nameSuffixes.length];
  return `${prefix} ${suffix} ${cityName} ${index + 1}`.toUpperCase();
}

/** GET /v1/reference-data/locations/hotels/by-city; an unknown city answers 404. */
export function hotelsByCityAnswer(query: Query, selfUrl: string): Answer {
  const absent = missing(query, ['cityCode']);
  if (absent) return absent;
  const cityCode = query.cityCode ?? '';
  const known = hotelCities[cityCode];
  if (!known) {
    return {
      status: 404,
      body: {
        errors: [
          {
            status: 404,
            code: 895,
            title: 'NOTHING FOUND FOR REQUESTED CITY',
            detail: `Nothing found for requested city ${cityCode}`,
          },
        ],
      },
    };
  }
  const radius = Number(query.radius ?? 5);
  const data = Array.from({ length: known.count }, (_, index) => ({
    chainCode: chains[index % chains.length],
    iataCode: cityCode,
    dupeId: 700_000_000 + (hashString(hotelId(cityCode, index)) % 100_000_000),
    name: hotelName(cityCode, index),
    hotelId: hotelId(cityCode, index),
    geoCode: { latitude: 40 + (index % 10) / 100, longitude: (index % 7) / 100 },
    address: { countryCode: known.countryCode },
    distance: { value: Number(((index * radius) / known.count).toFixed(2)), unit: 'KM' },
    lastUpdate: '2025-01-24T10:00:00',
  }));
  return { status: 200, body: { data, meta: { count: data.length, links: { self: selfUrl } } } };
}

function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** GET /v3/shopping/hotel-offers: every 7th hotel has no availability; more than 20 ids is code 477. */
export function hotelOffersAnswer(query: Query): Answer {
  const absent = missing(query, ['hotelIds', 'checkInDate', 'checkOutDate']);
  if (absent) return absent;
  const ids = (query.hotelIds ?? '').split(',');
  if (ids.length > 20)
    return badRequest(477, 'INVALID FORMAT', 'Too many hotel ids (maximum 20)', 'hotelIds');
  const checkIn = query.checkInDate ?? '';
  const checkOut = query.checkOutDate ?? '';
  const stay = nights(checkIn, checkOut);
  if (!(stay > 0)) {
    return badRequest(
      404,
      'CHECK_OUT DATE MUST BE FURTHER IN THE FUTURE THAN CHECK-IN DATE',
      'Invalid dates',
    );
  }
  const adults = Number(query.adults ?? 1);
  const rooms = Number(query.roomQuantity ?? 1);
  const currency = query.currency ?? 'EUR';
  const offerCount = query.bestRateOnly === 'false' ? 2 : 1;
  const data = [];
  for (const id of ids) {
    const hotel = parseHotelId(id);
    if (!hotel || hotel.index % 7 === 3) continue;
    const base = hotelCities[hotel.cityCode]?.nightly ?? 100;
    const nightly = base * (0.7 + (hashString(id) % 60) / 100);
    const offers = Array.from({ length: offerCount }, (_, index) => {
      const total = nightly * (1 + index * 0.2) * stay * rooms;
      const offerId = `${id}${index}${(hashString(id + checkIn) % 1000).toString().padStart(3, '0')}`.slice(
        0,
        12,
      );
      return {
        id: offerId,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        rateCode: index === 0 ? 'RAC' : 'PRO',
        room: {
          type: 'A1K',
          typeEstimated: { category: 'STANDARD_ROOM', beds: 1, bedType: 'KING' },
          description: { text: 'Standard room, 1 king bed, free wifi', lang: 'EN' },
        },
        guests: { adults },
        price: {
          currency,
          base: money(total * 0.9),
          total: money(total),
          variations: { average: { base: money(nightly * 0.9) }, changes: [] },
        },
        policies: { paymentType: 'deposit', cancellation: { type: 'FULL_STAY' } },
        self: `https://test.api.amadeus.com/v3/shopping/hotel-offers/${offerId}`,
      };
    });
    data.push({
      type: 'hotel-offers',
      hotel: {
        type: 'hotel',
        hotelId: id,
        chainCode: id.slice(0, 2),
        dupeId: String(700_000_000 + (hashString(id) % 100_000_000)),
        name: hotelName(hotel.cityCode, hotel.index),
        cityCode: hotel.cityCode,
        latitude: 40 + (hotel.index % 10) / 100,
        longitude: (hotel.index % 7) / 100,
      },
      available: true,
      offers,
      self: `https://test.api.amadeus.com/v3/shopping/hotel-offers?hotelIds=${id}`,
    });
  }
  return { status: 200, body: { data } };
}

/** GET /v2/e-reputation/hotel-sentiments: at most 3 ids; every 5th hotel has no reviews (a warning instead). */
export function sentimentsAnswer(query: Query, selfUrl: string): Answer {
  const absent = missing(query, ['hotelIds']);
  if (absent) return absent;
  const ids = (query.hotelIds ?? '').split(',');
  if (ids.length > 3) return badRequest(477, 'INVALID FORMAT', 'At most 3 hotel ids per request', 'hotelIds');
  const rated = ids.filter((id) => {
    const hotel = parseHotelId(id);
    return hotel !== undefined && hotel.index % 5 !== 4;
  });
  const unrated = ids.filter((id) => !rated.includes(id));
  return {
    status: 200,
    body: {
      data: rated.map((id) => {
        const seed = hashString(id);
        const overall = 55 + (seed % 45);
        return {
          type: 'hotelSentiment',
          hotelId: id,
          overallRating: overall,
          numberOfReviews: 20 + (seed % 3000),
          numberOfRatings: 25 + (seed % 3100),
          sentiments: {
            sleepQuality: Math.min(100, overall + 3),
            service: overall,
            facilities: Math.max(0, overall - 5),
            roomComforts: overall,
            valueForMoney: Math.max(0, overall - 8),
            location: Math.min(100, overall + 6),
            staff: Math.min(100, overall + 4),
          },
        };
      }),
      meta: { count: rated.length, links: { self: selfUrl } },
      ...(unrated.length > 0
        ? {
            warnings: unrated.map((id) => ({
              code: 913,
              title: 'PROPERTIES NOT FOUND',
              detail: 'Some of the requested properties were not found in our database.',
              source: { parameter: 'hotelIds', pointer: id },
            })),
          }
        : {}),
    },
  };
}
