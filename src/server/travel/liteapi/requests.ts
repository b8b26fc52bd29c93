import type { Coordinates } from '../../../core/centre-distance';
import { messages } from '../provider-messages';
import { TravelProviderError } from '../port';
import type { LiteApiRequest } from './client';
import { HOTEL_LIST_LIMIT } from './mappers';
import {
  hotelsResponse,
  ratesResponse,
  type HotelsQuery,
  type HotelsResponse,
  type RatesRequestBody,
  type RatesResponse,
} from './wire';

/** Where a city is, as TripFit's own place data knows it. */
export interface CityLocation {
  /** The city's English name; without one, hotels are searched around the coordinates. */
  cityName?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The city centre, when known: hotels' distances are measured from it (never from an airport). */
  centre?: Coordinates;
}

/** product.md §9's hotel radius, 5 km. */
const HOTEL_RADIUS_METERS = 5_000;

/**
 * The hotel list queries for a city, in the order to try them: by name and country, then (when that finds
 * nothing, as a name LiteAPI spells otherwise does) within 5 km of the coordinates.
 */
export function hotelListQueries(city: CityLocation): HotelsQuery[] {
  const around = {
    latitude: city.latitude,
    longitude: city.longitude,
    radius: HOTEL_RADIUS_METERS,
    limit: HOTEL_LIST_LIMIT,
  };
  const cityName = city.cityName?.trim();
  return cityName ? [{ countryCode: city.countryCode, cityName, limit: HOTEL_LIST_LIMIT }, around] : [around];
}

const asQuery = (query: HotelsQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));

/** `cityCode` already normalised (trimmed, upper case), for product.md §8's texts. */
export function hotelListRequest(query: HotelsQuery, cityCode: string): LiteApiRequest<HotelsResponse> {
  return {
    endpoint: 'hotelData',
    method: 'GET',
    path: '/data/hotels',
    query: asQuery(query),
    schema: hotelsResponse,
    noContent: { data: [] },
    describeFailure: ({ status }) => {
      if (status === 404) return new TravelProviderError('not_found', messages.noHotelsInCity(cityCode));
      if (status === 429) return new TravelProviderError('rate_limited', messages.hotelListRateLimited);
      return undefined;
    },
  };
}

/** The hotels' own data, for their ratings. */
export function hotelDetailsRequest(hotelIds: string[]): LiteApiRequest<HotelsResponse> {
  return {
    endpoint: 'hotelData',
    method: 'GET',
    path: '/data/hotels',
    query: asQuery({ hotelIds: hotelIds.join(','), limit: hotelIds.length }),
    schema: hotelsResponse,
    noContent: { data: [] },
    optional: true,
  };
}

export function ratesRequest(body: RatesRequestBody): LiteApiRequest<RatesResponse> {
  return {
    endpoint: 'hotelRates',
    method: 'POST',
    path: '/hotels/rates',
    body,
    schema: ratesResponse,
    noContent: { data: [], hotels: [] },
    describeFailure: ({ status }) => {
      if (status === 400 || status === 422) {
        return new TravelProviderError('invalid_request', messages.hotelOffersInvalid);
      }
      if (status === 429) return new TravelProviderError('rate_limited', messages.hotelOffersRateLimited);
      return undefined;
    },
  };
}
