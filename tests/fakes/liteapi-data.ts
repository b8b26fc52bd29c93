import { hashString } from '../../src/core/seeded-random';
import { z } from 'zod';

/**
 * Sample data for the fake LiteAPI server: deterministic hotels and rates in the wire shapes of
 * ../shared/reference/liteapi-openapi (static.json GET /data/hotels, search.json POST /hotels/rates).
 */

/** LiteAPI's error body: `description` on 400s, `message` always. */
export interface LiteApiErrorBody {
  error: { code: number; message: string; description?: string };
}

export type Answer =
  { status: 200; body: unknown } | { status: 204 } | { status: number; body: LiteApiErrorBody };

export const badRequest = (description: string): Answer => ({
  status: 400,
  body: { error: { code: 4000, description, message: 'bad request' } },
});

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Where LiteAPI's hotel photos live; the catalogue's photo URLs point here unless a fake is given another. */
export const DEFAULT_PHOTO_ORIGIN = 'https://static.cupid.travel';

// Hotels -----------------------------------------------------------------------------------------------------

export interface FakeCity {
  /** Three letters in the hotel ids. */
  tag: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The local currency: taxes paid at the hotel are charged in it. */
  currency: string;
  hotelCount: number;
}

export const fakeCities: readonly FakeCity[] = [
  {
    tag: 'lis',
    name: 'Lisbon',
    countryCode: 'PT',
    latitude: 38.7223,
    longitude: -9.1393,
    currency: 'EUR',
    hotelCount: 24,
  },
  {
    tag: 'par',
    name: 'Paris',
    countryCode: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
    currency: 'EUR',
    hotelCount: 16,
  },
  {
    tag: 'lon',
    name: 'London',
    countryCode: 'GB',
    latitude: 51.5072,
    longitude: -0.1276,
    currency: 'GBP',
    hotelCount: 12,
  },
  {
    tag: 'nyc',
    name: 'New York',
    countryCode: 'US',
    latitude: 40.7128,
    longitude: -74.006,
    currency: 'USD',
    hotelCount: 140,
  },
];

export function hotelId(tag: string, index: number): string {
  return `lp${tag}${String(index).padStart(3, '0')}`;
}

const brands = ['Casa', 'Hotel', 'Palácio', 'Inn', 'Residence', 'Suites'];

/**
 * A hotel of the fake's catalogue. By index: every 4th has an http photo (index % 4 == 1) and every 4th none
 * (== 2); every 5th has no rating (== 4); every 10th no address (== 9); every 8th has no availability (== 7);
 * fees: index % 3 == 0 all included, == 1 a city tax paid at the hotel in the local currency, == 2 none listed.
 */
export interface FakeHotel {
  id: string;
  index: number;
  city: FakeCity;
  name: string;
  latitude: number;
  longitude: number;
  address?: string;
  /** At DEFAULT_PHOTO_ORIGIN; `photoAt` moves it to another host. */
  photo?: string;
  stars: number;
  rating?: number;
  reviewCount: number;
  available: boolean;
  fees: 'included' | 'cityTaxAtHotel' | 'unlisted';
}

function buildHotel(city: FakeCity, index: number): FakeHotel {
  const id = hotelId(city.tag, index);
  const seed = hashString(id);
  const photoId = 100_000 + (seed % 900_000);
  const host = new URL(DEFAULT_PHOTO_ORIGIN).host;
  const photos = [
    `https://${host}/hotels/${photoId}.jpg`,
    `http://${host}/hotels/${photoId}.jpg`,
    undefined,
    `https://${host}/hotels/${photoId}_b.jpg`,
  ];
  return {
    id,
    index,
    city,
    name: `${brands[index % brands.length]} ${city.name} ${index}`,
    // Within about 3 km of the centre.
    latitude: city.latitude + (((seed >>> 4) % 50) - 25) / 1000,
    longitude: city.longitude + (((seed >>> 10) % 50) - 25) / 1000,
    ...(index % 10 === 9 ? {} : { address: `${index + 1} Example Street, ${city.name}` }),
    ...(photos[index % 4] ? { photo: photos[index % 4] } : {}),
    stars: 1 + (index % 5) + (seed % 2) / 2,
    ...(index % 5 === 4 ? {} : { rating: round2(6 + (seed % 40) / 10) }),
    reviewCount: index % 5 === 4 ? 0 : 10 + (seed % 2000),
    available: index % 8 !== 7,
    fees: (['included', 'cityTaxAtHotel', 'unlisted'] as const)[index % 3] ?? 'included',
  };
}

const catalogue: ReadonlyMap<string, FakeHotel> = new Map(
  fakeCities.flatMap((city) =>
    Array.from({ length: city.hotelCount }, (_, index) => {
      const hotel = buildHotel(city, index);
      return [hotel.id, hotel] as const;
    }),
  ),
);

export function fakeHotel(id: string): FakeHotel | undefined {
  return catalogue.get(id);
}

/** The hotel's photo on `origin`'s host instead, keeping its scheme (the http ones stay http, on purpose). */
export function photoAt(hotel: FakeHotel, origin: string): string | undefined {
  if (!hotel.photo || origin === DEFAULT_PHOTO_ORIGIN) return hotel.photo;
  const photo = new URL(hotel.photo);
  return `${photo.protocol}//${new URL(origin).host}${photo.pathname}`;
}

export function hotelsOf(tag: string): FakeHotel[] {
  return [...catalogue.values()].filter((hotel) => hotel.city.tag === tag);
}

function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/** An item of GET /data/hotels `data`. */
function hotelDataItem(hotel: FakeHotel, photoOrigin: string) {
  const photo = photoAt(hotel, photoOrigin);
  return {
    id: hotel.id,
    name: hotel.name,
    hotelDescription: `A stay at ${hotel.name}.`,
    currency: hotel.city.currency,
    country: hotel.city.countryCode.toLowerCase(),
    city: hotel.city.name,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    ...(hotel.address ? { address: hotel.address } : {}),
    zip: '1000-001',
    ...(photo ? { main_photo: photo, thumbnail: photo } : {}),
    stars: hotel.stars,
    hotelTypeId: 204,
    chainId: 0,
    chain: 'Not Available',
    ...(hotel.rating === undefined ? {} : { rating: hotel.rating }),
    reviewCount: hotel.reviewCount,
    facilityIds: [1, 2, 3],
  };
}

export type Query = Record<string, string>;

/**
 * GET /data/hotels: by hotel ids, by city name and country, or within a radius (metres, at least 1000); photos on
 * `photoOrigin`'s host.
 */
export function hotelsAnswer(query: Query, photoOrigin = DEFAULT_PHOTO_ORIGIN): Answer {
  const limit = query.limit ? Number(query.limit) : 200;
  const offset = query.offset ? Number(query.offset) : 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 5000) {
    return badRequest('limit must be between 1 and 5000');
  }
  let hotels: FakeHotel[];
  if (query.hotelIds) {
    const ids = query.hotelIds.split(',');
    hotels = ids.flatMap((id) => fakeHotel(id) ?? []);
  } else if (query.cityName) {
    if (!query.countryCode) return badRequest('countryCode is required');
    const name = query.cityName.toLowerCase();
    const country = query.countryCode.toUpperCase();
    hotels = [...catalogue.values()].filter(
      (hotel) => hotel.city.name.toLowerCase() === name && hotel.city.countryCode === country,
    );
  } else if (query.latitude && query.longitude) {
    const radius = Number(query.radius ?? 1000);
    if (!(radius >= 1000)) return badRequest('radius must be at least 1000 meters');
    const [lat, lon] = [Number(query.latitude), Number(query.longitude)];
    hotels = [...catalogue.values()].filter(
      (hotel) => haversineMeters(lat, lon, hotel.latitude, hotel.longitude) <= radius,
    );
  } else {
    return badRequest('countryCode is required');
  }
  const page = hotels.slice(offset, offset + limit);
  return {
    status: 200,
    body: {
      data: page.map((hotel) => hotelDataItem(hotel, photoOrigin)),
      hotelIds: page.map((hotel) => hotel.id),
      total: hotels.length,
    },
  };
}

// Rates ------------------------------------------------------------------------------------------------------

/** What the fake checks in a rates request; the rest of the body is read as sent. */
const occupanciesSchema = z
  .array(
    z.object({
      adults: z.number().int().min(1),
      children: z.array(z.number().int().min(0).max(17)).default([]),
    }),
  )
  .min(1);

type Occupancy = z.infer<typeof occupanciesSchema>[number];

const isoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const nightsBetween = (checkin: string, checkout: string) =>
  Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);

const roomKinds = [
  { name: 'Standard Double Room', factor: 1, refundableTag: 'NRFN' },
  { name: 'Superior Room', factor: 1.3, refundableTag: 'RFN' },
  { name: 'Family Suite', factor: 1.6, refundableTag: 'RFN' },
] as const;

interface RateStay {
  checkin: string;
  nights: number;
  currency: string;
}

/** One room (occupancy) of an offer, priced per night by the hotel and the room's guests. */
function rateFor(hotel: FakeHotel, kind: number, occupancy: Occupancy, number: number, stay: RateStay) {
  const room = roomKinds[kind] ?? roomKinds[0];
  const guests = occupancy.adults + occupancy.children.length;
  const perNight = (60 + (hashString(hotel.id) % 120)) * room.factor * (1 + 0.25 * (guests - 1));
  const total = round2(perNight * stay.nights);
  const includedTax = round2(total * 0.1);
  const cityTax = round2(2 * guests * stay.nights);
  const taxesAndFees =
    hotel.fees === 'unlisted'
      ? null
      : [
          { included: true, description: 'VAT', amount: includedTax, currency: stay.currency },
          ...(hotel.fees === 'cityTaxAtHotel'
            ? [{ included: false, description: 'City tax', amount: cityTax, currency: hotel.city.currency }]
            : []),
        ];
  return {
    rateId: `${hotel.id}-${kind}-${number}`,
    occupancyNumber: number,
    name: room.name,
    maxOccupancy: guests + 1,
    adultCount: occupancy.adults,
    childCount: occupancy.children.length,
    childrenAges: occupancy.children,
    boardType: 'RO',
    boardName: 'Room Only',
    remarks: '',
    priceType: 'commission',
    commission: [{ amount: round2(total * 0.08), currency: stay.currency }],
    retailRate: {
      total: [{ amount: total, currency: stay.currency }],
      suggestedSellingPrice: [
        { amount: round2(total * 1.1), currency: stay.currency, source: 'booking.com' },
      ],
      initialPrice: [{ amount: total, currency: stay.currency }],
      taxesAndFees,
    },
    cancellationPolicies: {
      cancelPolicyInfos: [
        {
          cancelTime: `${stay.checkin} 00:00:00`,
          amount: total,
          currency: stay.currency,
          type: 'amount',
          timezone: 'GMT',
        },
      ],
      hotelRemarks: [],
      refundableTag: room.refundableTag,
    },
    paymentTypes: ['NUITEE_PAY'],
  };
}

function roomTypesFor(hotel: FakeHotel, occupancies: Occupancy[], stay: RateStay, max: number) {
  return roomKinds
    .map((_, kind) => {
      const rates = occupancies.map((occupancy, index) => rateFor(hotel, kind, occupancy, index + 1, stay));
      const amount = round2(rates.reduce((sum, rate) => sum + (rate.retailRate.total[0]?.amount ?? 0), 0));
      return {
        roomTypeId: `${hotel.id}-room-${kind}`,
        offerId: `offer-${hotel.id}-${kind}`,
        supplier: 'nuitee',
        supplierId: 2,
        rates,
        // An object here, as in search.json's example (its schema says array).
        offerRetailRate: { amount, currency: stay.currency },
        priceType: 'commission',
        rateType: 'standard',
      };
    })
    .sort((left, right) => left.offerRetailRate.amount - right.offerRetailRate.amount)
    .slice(0, max);
}

/** `hotels` of the rates answer, in its snake-case names. */
function ratesHotelItem(hotel: FakeHotel, photoOrigin: string) {
  const photo = photoAt(hotel, photoOrigin);
  return {
    id: hotel.id,
    name: hotel.name,
    ...(photo ? { main_photo: photo, thumbnail: photo } : {}),
    ...(hotel.address ? { address: hotel.address } : {}),
    country_code: hotel.city.countryCode.toLowerCase(),
    city_name: hotel.city.name,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    ...(hotel.rating === undefined ? {} : { rating: hotel.rating }),
    stars: hotel.stars,
    review_count: hotel.reviewCount,
  };
}

export interface RatesOptions {
  /** Overrides the asked currency (a provider answering in another one). */
  currency?: string;
  /** Where the hotels' photos are; default DEFAULT_PHOTO_ORIGIN. */
  photoOrigin?: string;
}

/** POST /hotels/rates by hotel ids: one room type per kind, cheapest first, each with one rate per occupancy. */
export function ratesAnswer(body: Record<string, unknown>, options: RatesOptions = {}): Answer {
  const { currency, photoOrigin = DEFAULT_PHOTO_ORIGIN } = options;
  for (const name of ['occupancies', 'currency', 'guestNationality', 'checkin', 'checkout'] as const) {
    if (body[name] === undefined) return badRequest(`${name} is required`);
  }
  const occupancies = occupanciesSchema.safeParse(body.occupancies).data;
  if (!occupancies) return badRequest('occupancies must list rooms with at least 1 adult and ages 0 to 17');
  if (!isoDate(body.checkin) || !isoDate(body.checkout)) return badRequest('dates must be YYYY-MM-DD');
  const nights = nightsBetween(body.checkin, body.checkout);
  if (nights < 1) return badRequest('checkout must be after checkin');
  if (!Array.isArray(body.hotelIds) || body.hotelIds.length === 0) return badRequest('hotelIds is required');
  const hotels = body.hotelIds.flatMap((id: unknown) =>
    typeof id === 'string' ? (fakeHotel(id) ?? []) : [],
  );
  if (hotels.length === 0) return badRequest('hotel ids not found');
  const available = hotels.filter((hotel) => hotel.available);
  if (available.length === 0) return { status: 204 };
  const stay = { checkin: body.checkin, nights, currency: currency ?? String(body.currency) };
  const max = typeof body.maxRatesPerHotel === 'number' ? body.maxRatesPerHotel : roomKinds.length;
  return {
    status: 200,
    body: {
      data: available.map((hotel) => ({
        hotelId: hotel.id,
        roomTypes: roomTypesFor(hotel, occupancies, stay, max),
      })),
      guestLevel: 0,
      sandbox: true,
      ...(body.includeHotelData === true
        ? { hotels: available.map((hotel) => ratesHotelItem(hotel, photoOrigin)) }
        : {}),
    },
  };
}
