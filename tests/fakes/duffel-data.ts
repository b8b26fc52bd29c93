import { hashString } from '../../src/core/seeded-random';
import { localDateTime } from '../../src/server/travel/sandbox/local-time';
import type {
  Airline,
  Airport,
  ApiResponseError,
  CabinClass,
  FlightsCondition,
  Offer,
  OfferAvailableServiceBaggage,
  OfferPassenger,
  OfferRequest,
  OfferRequestPassenger,
  OfferSlice,
  OfferSliceSegment,
} from '@duffel/api/types';

/**
 * Sample data for the fake Duffel API: deterministic offers in the SDK's own types (@duffel/api 4.30), so the
 * compiler holds the fake to Duffel's wire shapes. Like Duffel's test mode, PVD→RAI has no offers and LHR→DXB
 * always connects.
 */

const money = (amount: number) => amount.toFixed(2);

// Places ------------------------------------------------------------------------------------------------------

const airportRows: [
  code: string,
  name: string,
  city: string,
  country: string,
  timeZone: string,
  lat: number,
  lon: number,
][] = [
  ['LHR', 'Heathrow Airport', 'London', 'GB', 'Europe/London', 51.47, -0.4543],
  ['STN', 'London Stansted Airport', 'London', 'GB', 'Europe/London', 51.885, 0.235],
  ['DXB', 'Dubai International Airport', 'Dubai', 'AE', 'Asia/Dubai', 25.2532, 55.3657],
  ['IST', 'Istanbul Airport', 'Istanbul', 'TR', 'Europe/Istanbul', 41.2753, 28.7519],
  ['AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'NL', 'Europe/Amsterdam', 52.3105, 4.7683],
  ['CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'FR', 'Europe/Paris', 49.0097, 2.5479],
  ['MAD', 'Adolfo Suárez Madrid-Barajas Airport', 'Madrid', 'ES', 'Europe/Madrid', 40.4983, -3.5676],
  ['LIS', 'Humberto Delgado Airport', 'Lisbon', 'PT', 'Europe/Lisbon', 38.7742, -9.1342],
  ['JFK', 'John F. Kennedy International Airport', 'New York', 'US', 'America/New_York', 40.6413, -73.7781],
  [
    'PVD',
    'Rhode Island T. F. Green International Airport',
    'Providence',
    'US',
    'America/New_York',
    41.7267,
    -71.4325,
  ],
  ['RAI', 'Nelson Mandela International Airport', 'Praia', 'CV', 'Atlantic/Cape_Verde', 14.9245, -23.4935],
  ['KTM', 'Tribhuvan International Airport', 'Kathmandu', 'NP', 'Asia/Kathmandu', 27.6966, 85.3591],
  ['SPU', 'Split Airport', 'Split', 'HR', 'Europe/Zagreb', 43.5389, 16.298],
];

export const airports = new Map<string, Airport>(
  airportRows.map(([code, name, city, country, timeZone, latitude, longitude]) => [
    code,
    {
      id: `arp_${code.toLowerCase()}_${country.toLowerCase()}`,
      type: 'airport',
      iata_code: code,
      icao_code: `X${code}`,
      iata_city_code: null,
      iata_country_code: country,
      city: null,
      city_name: city,
      name,
      time_zone: timeZone,
      latitude,
      longitude,
    },
  ]),
);

const airlineRows: [code: string, name: string][] = [
  ['BA', 'British Airways'],
  ['AF', 'Air France'],
  ['KL', 'KLM'],
  ['IB', 'Iberia'],
  ['EK', 'Emirates'],
  ['TK', 'Turkish Airlines'],
  ['ZZ', 'Duffel Airways'],
];

const airlines: Airline[] = airlineRows.map(([code, name]) => ({
  id: `arl_${code.toLowerCase()}`,
  iata_code: code,
  name,
  logo_lockup_url: null,
  logo_symbol_url: null,
  conditions_of_carriage_url: null,
}));

/** Connections go through the owner's home hub, or for an airline without one (or at an end) these in turn. */
const hubs = ['AMS', 'IST', 'DXB', 'MAD', 'CDG'];
const homeHub: Record<string, string> = { BA: 'LHR', AF: 'CDG', KL: 'AMS', IB: 'MAD', EK: 'DXB', TK: 'IST' };

// Local time --------------------------------------------------------------------------------------------------

/** The local date-time at an instant (epoch ms), as Duffel sends it: '2026-12-01T08:30:00'. */
function localTimeAt(instant: number, timeZone: string): string {
  return localDateTime(instant / 60_000, timeZone);
}

function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `PT${hours}H${minutes % 60}M`;
}

// Offers ------------------------------------------------------------------------------------------------------

export interface OfferSettings {
  /** Offers an offer request finds on a route that has any. */
  count: number;
  currency: string;
  /** Offer lifetime from the offer request's creation. */
  expiresInMs: number;
  /** Sends null segment and slice durations, as Duffel may. */
  omitDurations: boolean;
  /** Every total multiplied by this: a fare sale (below 1) or a rise. */
  priceFactor: number;
  /** Whether fares include a cabin bag; false: a low-cost fare with the personal item only, cabin bags sold. */
  cabinBagIncluded: boolean;
}

export const defaultOfferSettings: OfferSettings = {
  count: 12,
  currency: 'USD',
  expiresInMs: 30 * 60_000,
  omitDurations: false,
  priceFactor: 1,
  cabinBagIncluded: true,
};

export interface SearchSlice {
  origin: string;
  destination: string;
  departure_date: string;
}

export interface Search {
  requestId: string;
  slices: SearchSlice[];
  passengers: OfferRequestPassenger[];
  cabinClass: CabinClass;
  maxConnections: number;
  /** Epoch milliseconds. */
  createdAt: number;
}

const cabinFactor: Record<CabinClass, number> = { economy: 1, premium_economy: 1.6, business: 3.2, first: 5 };

const hasNoOffers = (slice: SearchSlice) => slice.origin === 'PVD' && slice.destination === 'RAI';
const alwaysConnects = (slice: SearchSlice) =>
  [slice.origin, slice.destination].sort().join('-') === 'DXB-LHR';

/** Great-circle kilometres between two airports of the sample. */
function kilometres(from: Airport, to: Airport): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Block time as airlines publish it: taxi and climb, then about 800 km/h, a few minutes apart by direction. */
function legMinutes(from: Airport, to: Airport): number {
  const cruise = (kilometres(from, to) / 800) * 60;
  return Math.round(35 + cruise + (hashString(`${from.iata_code}${to.iata_code}`) % 11));
}

/** The airports of one slice of offer `option`, in flying order. */
function stopsOf(slice: SearchSlice, option: number, owner?: string): string[] {
  if (!alwaysConnects(slice) && option % 3 !== 2) return [slice.origin, slice.destination];
  const isEnd = (hub: string) => hub === slice.origin || hub === slice.destination;
  const home = owner ? homeHub[owner] : undefined;
  if (home && !isEnd(home)) return [slice.origin, home, slice.destination];
  const candidates = hubs.filter((hub) => !isEnd(hub));
  return [slice.origin, candidates[option % candidates.length] ?? 'AMS', slice.destination];
}

const isLapInfant = (passenger: OfferRequestPassenger) => passenger.age !== undefined && passenger.age < 2;

/** Checked bags are included on odd offers, as their segments say. */
const includesChecked = (option: number) => option % 2 === 1;

const fareFactor = (passenger: OfferRequestPassenger) =>
  passenger.age === undefined ? 1 : passenger.age < 2 ? 0.1 : 0.75;

function condition(option: number, currency: string): FlightsCondition | null {
  if (option % 3 === 2) return null;
  return option % 3 === 0
    ? { allowed: true, penalty_amount: '50.00', penalty_currency: currency }
    : { allowed: false, penalty_amount: null, penalty_currency: null };
}

function segmentOf(
  search: Search,
  owner: Airline,
  route: { from: Airport; to: Airport; departsAt: number; minutes: number; flight: string; option: number },
  settings: OfferSettings,
): OfferSliceSegment {
  const { from, to, departsAt, minutes, flight, option } = route;
  return {
    id: `seg_${search.requestId}_${option}_${from.iata_code}`,
    aircraft: { id: 'arc_00009UhD4ongolulWd91Ky', name: 'Airbus A320', iata_code: '320' },
    origin: from,
    destination: to,
    origin_terminal: '5',
    destination_terminal: null,
    departing_at: localTimeAt(departsAt, from.time_zone),
    arriving_at: localTimeAt(departsAt + minutes * 60_000, to.time_zone),
    duration: settings.omitDurations ? null : isoDuration(minutes),
    distance: null,
    marketing_carrier: owner,
    marketing_carrier_flight_number: flight,
    operating_carrier: owner,
    operating_carrier_flight_number: flight,
    stops: [],
    passengers: search.passengers.map((passenger) => ({
      passenger_id: passenger.id,
      cabin_class: search.cabinClass,
      cabin_class_marketing_name: search.cabinClass.replace('_', ' '),
      fare_basis_code: 'Y20LGTN2',
      cabin: null,
      // An infant has no seat and no bags; everyone else a carry-on (unless low-cost), a checked bag on odd offers.
      baggages: isLapInfant(passenger)
        ? []
        : [
            { type: 'checked', quantity: includesChecked(option) ? 1 : 0 },
            { type: 'carry_on', quantity: settings.cabinBagIncluded ? 1 : 0 },
          ],
    })),
  };
}

function sliceOf(
  search: Search,
  slice: SearchSlice,
  owner: Airline,
  option: number,
  settings: OfferSettings,
) {
  const stops = stopsOf(slice, option, owner.iata_code ?? undefined);
  // Departures between 07:00 and 17:00 UTC keep every sample airport on the asked date.
  const startsAt = Date.parse(`${slice.departure_date}T07:00:00Z`) + ((option * 47) % 600) * 60_000;
  const connectionMinutes = 55 + (option % 4) * 40;
  let arrivesAt = startsAt;
  const segments: OfferSliceSegment[] = [];
  for (let leg = 0; leg + 1 < stops.length; leg += 1) {
    const from = airports.get(stops[leg] ?? '');
    const to = airports.get(stops[leg + 1] ?? '');
    if (!from?.iata_code || !to?.iata_code) throw new Error(`unknown airport in ${stops.join('-')}`);
    const departsAt = leg === 0 ? startsAt : arrivesAt + connectionMinutes * 60_000;
    const minutes = legMinutes(from, to);
    const flight = String(100 + ((hashString(stops.join('')) + option * 37 + leg) % 9000));
    segments.push(segmentOf(search, owner, { from, to, departsAt, minutes, flight, option }, settings));
    arrivesAt = departsAt + minutes * 60_000;
  }
  const origin = airports.get(slice.origin);
  const destination = airports.get(slice.destination);
  if (!origin || !destination) throw new Error('a slice needs known airports');
  const offerSlice: OfferSlice = {
    id: `sli_${search.requestId}_${option}_${slice.origin}`,
    origin: { ...origin, type: 'airport' },
    destination: { ...destination, type: 'airport' },
    origin_type: 'airport',
    destination_type: 'airport',
    duration: settings.omitDurations ? null : isoDuration(Math.round((arrivesAt - startsAt) / 60_000)),
    fare_brand_name: 'Basic',
    segments,
    conditions: {
      refund_before_departure: null,
      change_before_departure: null,
      advance_seat_selection: null,
      priority_boarding: null,
      priority_check_in: null,
    },
    ngs_shelf: 1,
    comparison_key: `${stops.join('-')}:${option}`,
  };
  return { offerSlice, minutes: (arrivesAt - startsAt) / 60_000 };
}

function baggageService(
  offerId: string,
  type: 'carry_on' | 'checked',
  passengerId: string,
  segmentIds: string[],
  price: { amount: number; currency: string; kilograms: number },
): OfferAvailableServiceBaggage {
  return {
    id: ['ase', offerId.slice(4), type, price.kilograms, passengerId.slice(4), ...segmentIds].join('_'),
    type: 'baggage',
    maximum_quantity: 1,
    passenger_ids: [passengerId],
    segment_ids: segmentIds,
    total_amount: money(price.amount),
    total_currency: price.currency,
    metadata: {
      type,
      maximum_weight_kg: price.kilograms,
      maximum_height_cm: type === 'checked' ? 90 : 55,
      maximum_length_cm: type === 'checked' ? 75 : 40,
      maximum_depth_cm: type === 'checked' ? 43 : 20,
    },
  };
}

/**
 * The bags an offer sells (GET /air/offers/:id?return_available_services=true), one service per passenger as
 * Duffel lists them, for the bags its fare leaves out. By offer number: a cabin bag per slice at 14.99 (not sold
 * on every fifth offer); a checked bag per slice at 29.99 (offers 0, 4, 8…), for the whole trip at 45.00 or 70.00
 * for 32 kg (offers 2, 10, 14…), and none on offers 6, 16, 26…. Lap infants get none.
 */
export function availableServicesOf(
  offerId: string,
  search: Search,
  option: number,
  slices: OfferSlice[],
  settings: OfferSettings,
): OfferAvailableServiceBaggage[] {
  const currency = settings.currency;
  const perSlice = slices.map((slice) => slice.segments.map((segment) => segment.id));
  const wholeTrip = perSlice.flat();
  return search.passengers
    .filter((passenger) => !isLapInfant(passenger))
    .flatMap((passenger) => {
      const { id } = passenger;
      const services: OfferAvailableServiceBaggage[] = [];
      if (!settings.cabinBagIncluded && option % 5 !== 4) {
        for (const segments of perSlice) {
          services.push(
            baggageService(offerId, 'carry_on', id, segments, { amount: 14.99, currency, kilograms: 10 }),
          );
        }
      }
      if (includesChecked(option) || option % 10 === 6) return services;
      if (option % 4 === 0) {
        for (const segments of perSlice) {
          services.push(
            baggageService(offerId, 'checked', id, segments, { amount: 29.99, currency, kilograms: 23 }),
          );
        }
      } else {
        services.push(
          baggageService(offerId, 'checked', id, wholeTrip, { amount: 45, currency, kilograms: 23 }),
          baggageService(offerId, 'checked', id, wholeTrip, { amount: 70, currency, kilograms: 32 }),
        );
      }
      return services;
    });
}

function offerPassenger(passenger: OfferRequestPassenger): OfferPassenger {
  return {
    id: passenger.id,
    type: passenger.type ?? null,
    age: passenger.age ?? null,
    fare_type: null,
  };
}

/** The offers a search finds, in id order as Duffel keeps them; not sorted by price. */
export function offersFor(search: Search, settings: OfferSettings): Offer[] {
  if (search.slices.some(hasNoOffers)) return [];
  const offers: Offer[] = [];
  for (let option = 0; option < settings.count; option += 1) {
    const connects = search.slices.some((slice) => stopsOf(slice, option).length > 2);
    if (connects && search.maxConnections === 0) continue;
    const owner =
      airlines[(hashString(search.slices[0]?.origin ?? '') + option) % airlines.length] ?? airlines[0];
    if (!owner) continue;
    const slices = search.slices.map((slice) => sliceOf(search, slice, owner, option, settings));
    const minutes = slices.reduce((sum, slice) => sum + slice.minutes, 0);
    const travellers = search.passengers.reduce((sum, passenger) => sum + fareFactor(passenger), 0);
    // A spread that is not in id order, so that only sorting puts the cheapest first.
    const spread = 1 + ((hashString(JSON.stringify(search.slices)) + option * 7919) % 100) / 100;
    const total =
      (60 + minutes * 0.35) * spread * cabinFactor[search.cabinClass] * travellers * settings.priceFactor;
    const createdAt = new Date(search.createdAt).toISOString();
    const id = `off_${search.requestId.slice(4)}_${String(option).padStart(4, '0')}`;
    const offerSlices = slices.map((slice) => slice.offerSlice);
    offers.push({
      id,
      live_mode: false,
      created_at: createdAt,
      updated_at: createdAt,
      // Offers of one search expire a minute apart, the first after `expiresInMs`.
      expires_at: new Date(search.createdAt + settings.expiresInMs + (option % 5) * 60_000).toISOString(),
      owner,
      slices: offerSlices,
      passengers: search.passengers.map(offerPassenger),
      total_amount: money(total),
      total_currency: settings.currency,
      base_amount: money(total * 0.85),
      base_currency: settings.currency,
      tax_amount: money(total - Number(money(total * 0.85))),
      tax_currency: settings.currency,
      total_emissions_kg: String(Math.round(minutes * 1.5)),
      conditions: {
        refund_before_departure: condition(option, settings.currency),
        change_before_departure: null,
      },
      // Only GET /air/offers/:id?return_available_services=true shows them.
      available_services: availableServicesOf(id, search, option, offerSlices, settings),
      passenger_identity_documents_required: false,
      payment_requirements: {
        requires_instant_payment: false,
        payment_required_by: null,
        price_guarantee_expires_at: null,
      },
      private_fares: [],
      partial: false,
      supported_loyalty_programmes: [],
      supported_passenger_identity_document_types: ['passport'],
    });
  }
  return offers;
}

/**
 * Duffel's published example offer (its API reference's offer, with its values): one way LHR→LHR on
 * 2020-06-13 for one adult in economy, 45.00 GBP from Duffel Airways, expired since 2020-01-17. Live adapters have
 * shown it as a deal for other searches; it must never reach one.
 */
export function publishedExampleOffer(): Offer {
  const search: Search = {
    requestId: 'orq_00009hjdomFOCJyxHG7k7k',
    slices: [{ origin: 'LHR', destination: 'LHR', departure_date: '2020-06-13' }],
    passengers: [{ id: 'pas_00009hj8USM7Ncg31cBCL', type: 'adult' }],
    cabinClass: 'economy',
    maxConnections: 0,
    createdAt: Date.parse('2020-01-17T10:12:14.545Z'),
  };
  const [offer] = offersFor(search, { ...defaultOfferSettings, count: 1, currency: 'GBP' });
  if (!offer) throw new Error('the example has one offer');
  const duffelAirways = airlines.find((airline) => airline.iata_code === 'ZZ') ?? offer.owner;
  return {
    ...offer,
    id: 'off_00009htYpSCXrwaB9DnUm0',
    owner: duffelAirways,
    total_amount: '45.00',
    base_amount: '30.20',
    tax_amount: '40.80',
    expires_at: '2020-01-17T10:42:14.545Z',
  };
}

/** The offer request as POST /air/offer_requests answers it; offers inline unless `return_offers=false`. */
export function offerRequestOf(search: Search, offers: Offer[] | undefined): Omit<OfferRequest, 'offers'> {
  const place = (code: string) => {
    const airport = airports.get(code);
    if (!airport) throw new Error(`unknown airport ${code}`);
    return { ...airport, type: 'airport' as const };
  };
  return {
    id: search.requestId,
    live_mode: false,
    created_at: new Date(search.createdAt).toISOString(),
    cabin_class: search.cabinClass,
    slices: search.slices.map((slice) => ({
      origin: place(slice.origin),
      destination: place(slice.destination),
      origin_type: 'airport',
      destination_type: 'airport',
      departure_date: slice.departure_date,
    })),
    passengers: search.passengers,
    ...(offers ? { offers: offers.map(({ available_services: _services, ...offer }) => offer) } : {}),
  };
}

// Errors ------------------------------------------------------------------------------------------------------

type StatusError = Omit<ApiResponseError, 'documentation_url'>;

const internalError: StatusError = {
  type: 'api_error',
  code: 'internal_server_error',
  title: 'Internal server error',
  message: 'An internal server error occurred. Please try again later',
};

/** Duffel's type, code, title and message for the statuses the fake answers with; others answer like a 500. */
const statusErrors: Record<number, StatusError> = {
  400: {
    type: 'invalid_request_error',
    code: 'bad_request',
    title: 'Bad request',
    message: 'The request was invalid',
  },
  401: {
    type: 'authentication_error',
    code: 'access_token_not_found',
    title: 'Access token not found',
    message: 'The access token used is not recognized by our system',
  },
  403: {
    type: 'authorization_error',
    code: 'insufficient_permissions',
    title: 'Insufficient permissions',
    message: 'The provided token does not have sufficient permissions to perform the requested action',
  },
  404: {
    type: 'invalid_request_error',
    code: 'not_found',
    title: 'Not found',
    message: 'The resource you are trying to access does not exist',
  },
  422: {
    type: 'validation_error',
    code: 'invalid_field',
    title: 'Invalid field',
    message: 'The field is not valid',
  },
  429: {
    type: 'rate_limit_error',
    code: 'rate_limit_exceeded',
    title: 'Rate limit exceeded',
    message: 'You have exceeded the rate limit; please retry after the reset time',
  },
  500: internalError,
  503: {
    type: 'api_error',
    code: 'service_unavailable',
    title: 'Service unavailable',
    message: 'The service is temporarily unavailable',
  },
};

interface ErrorBody {
  errors: ApiResponseError[];
  meta: { status: number; request_id: string };
}

/** Duffel's error body; `code` and `message` override the status's own. */
export function errorBody(
  status: number,
  requestId: string,
  override: { code?: string; message?: string } = {},
): ErrorBody {
  const known = statusErrors[status] ?? internalError;
  const code = override.code ?? known.code;
  return {
    errors: [
      {
        ...known,
        code,
        message: override.message ?? known.message,
        documentation_url: `https://duffel.com/docs/api/overview/errors#${code}`,
      },
    ],
    meta: { status, request_id: requestId },
  };
}
