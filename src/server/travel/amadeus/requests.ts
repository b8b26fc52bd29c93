import type { Throttle } from '../../infra/throttle';
import { TravelProviderError, type FlightOfferQuery, type HotelOfferQuery } from '../port';
import type { AmadeusRequest } from './client';
import { messages } from '../provider-messages';
import {
  flightOffersResponse,
  hotelOffersResponse,
  hotelsByCityResponse,
  locationsResponse,
  sentimentsResponse,
  type FlightOffersResponse,
  type HotelOffersResponse,
  type HotelsByCityResponse,
  type LocationsResponse,
  type SentimentsResponse,
} from './schemas';

/** The requests of product.md §7, exactly the parameters it lists, with the endpoint texts of product.md §8. */

/** `keyword` already normalised (trimmed, lower case) so that it doubles as the cache key. */
export function locationsRequest(keyword: string, throttle: Throttle): AmadeusRequest<LocationsResponse> {
  return {
    endpoint: 'locations',
    path: '/v1/reference-data/locations',
    query: {
      subType: 'AIRPORT,CITY',
      keyword,
      'page[limit]': '10',
      view: 'LIGHT',
      sort: 'analytics.travelers.score',
    },
    schema: locationsResponse,
    throttle,
  };
}

export function flightOffersRequest(flight: FlightOfferQuery): AmadeusRequest<FlightOffersResponse> {
  return {
    endpoint: 'flightOffers',
    path: '/v2/shopping/flight-offers',
    query: {
      originLocationCode: flight.originLocationCode.trim().toUpperCase(),
      destinationLocationCode: flight.destinationLocationCode.trim().toUpperCase(),
      departureDate: flight.departureDate,
      ...(flight.returnDate ? { returnDate: flight.returnDate } : {}),
      adults: String(flight.adults),
      ...(flight.children > 0 ? { children: String(flight.children) } : {}),
      travelClass: flight.travelClass,
      ...(flight.nonStop ? { nonStop: 'true' } : {}),
      currencyCode: flight.currencyCode,
      max: String(flight.max),
    },
    schema: flightOffersResponse,
  };
}

/** `cityCode` already normalised (trimmed, upper case). */
export function hotelsByCityRequest(
  cityCode: string,
  throttle: Throttle,
): AmadeusRequest<HotelsByCityResponse> {
  return {
    endpoint: 'hotelsByCity',
    path: '/v1/reference-data/locations/hotels/by-city',
    query: { cityCode, radius: '5', radiusUnit: 'KM', hotelSource: 'ALL' },
    schema: hotelsByCityResponse,
    throttle,
    describeFailure: ({ status }) => {
      if (status === 404) return new TravelProviderError('not_found', messages.noHotelsInCity(cityCode));
      if (status === 429) return new TravelProviderError('rate_limited', messages.hotelListRateLimited);
      return undefined;
    },
  };
}

export function hotelOffersRequest(
  hotels: HotelOfferQuery,
  throttle: Throttle,
): AmadeusRequest<HotelOffersResponse> {
  return {
    endpoint: 'hotelOffers',
    path: '/v3/shopping/hotel-offers',
    query: {
      hotelIds: hotels.hotelIds.join(','),
      checkInDate: hotels.checkInDate,
      checkOutDate: hotels.checkOutDate,
      adults: String(hotels.adults),
      roomQuantity: String(hotels.roomQuantity),
      currency: hotels.currency,
      paymentPolicy: 'NONE',
      bestRateOnly: 'true',
    },
    schema: hotelOffersResponse,
    throttle,
    describeFailure: ({ status, details }) => {
      // Provider code 477 (sent with a 400) means more than 20 hotel ids.
      if (details.code === 477) {
        return new TravelProviderError('invalid_request', messages.tooManyHotelIds(hotels.hotelIds.length));
      }
      if (status === 400) return new TravelProviderError('invalid_request', messages.hotelOffersInvalid);
      if (status === 429) return new TravelProviderError('rate_limited', messages.hotelOffersRateLimited);
      return undefined;
    },
  };
}

/** At most 3 ids: the API's limit per call. */
export function sentimentsRequest(
  hotelIds: string[],
  throttle: Throttle,
): AmadeusRequest<SentimentsResponse> {
  return {
    endpoint: 'sentiments',
    path: '/v2/e-reputation/hotel-sentiments',
    query: { hotelIds: hotelIds.join(',') },
    schema: sentimentsResponse,
    throttle,
  };
}
