import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import { shiftedClock, type Clock } from '../clock';
import type { Config } from '../config';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { createThrottleFactory, type ThrottleFactory } from '../infra/throttle';
import { createAmadeusProvider } from './amadeus';
import { createDuffelFlightProvider } from './duffel';
import { createLiteApiHotelProvider } from './liteapi';
import type { FlightProvider, HotelProvider, TravelProvider } from './port';
import { createSandboxProvider } from './sandbox';
import { cityLocation } from './sandbox/airport-data';
import { cityCentre } from './sandbox/city-centres';

export interface ProviderDependencies {
  cache: Cache;
  redis?: Redis;
  logger: Logger;
  providerCalls?: Counter<'endpoint' | 'outcome'>;
  offersDropped?: Counter<'provider' | 'reason'>;
  /** Shared with another provider built on the same config, so both keep within one set of provider limits. */
  throttles?: ThrottleFactory;
  /** The server's clock (epoch milliseconds), which the sandbox prices by; Date.now unless injected. */
  now?: Clock;
}

/** The day the sandbox prices on: the server's, SANDBOX_CLOCK_OFFSET_DAYS ahead. */
export const sandboxClock = (config: Config, now: Clock = Date.now): Clock =>
  shiftedClock(now, config.SANDBOX_CLOCK_OFFSET_DAYS);

/**
 * The travel data of FLIGHT_PROVIDER and HOTEL_PROVIDER, each side chosen on its own (TRAVEL_PROVIDER names both
 * when they are not set). Places come from TripFit's own airport index, except with Amadeus flights, whose
 * location search is kept as it was. Live adapters share their caches and throttles through Redis when set.
 */
export function createTravelProvider(config: Config, deps: ProviderDependencies): TravelProvider {
  const sandbox = createSandboxProvider(sandboxClock(config, deps.now));
  const live = {
    cache: deps.cache,
    throttles: deps.throttles ?? createThrottleFactory(deps.redis),
    logger: deps.logger,
    observeCall: (endpoint: string, outcome: string) => deps.providerCalls?.inc({ endpoint, outcome }),
  };
  const usesAmadeus = config.FLIGHT_PROVIDER === 'amadeus' || config.HOTEL_PROVIDER === 'amadeus';
  const amadeus = usesAmadeus
    ? createAmadeusProvider({
        ...live,
        baseUrl: config.AMADEUS_BASE_URL,
        clientId: config.AMADEUS_CLIENT_ID ?? '',
        clientSecret: config.AMADEUS_CLIENT_SECRET ?? '',
      })
    : undefined;

  const flights: FlightProvider =
    config.FLIGHT_PROVIDER === 'duffel'
      ? createDuffelFlightProvider({
          ...live,
          accessToken: config.DUFFEL_ACCESS_TOKEN ?? '',
          apiUrl: config.DUFFEL_API_URL,
          observeDropped: (reason) => deps.offersDropped?.inc({ provider: 'duffel', reason }),
        })
      : config.FLIGHT_PROVIDER === 'amadeus' && amadeus
        ? amadeus
        : sandbox;
  const hotels: HotelProvider =
    config.HOTEL_PROVIDER === 'liteapi'
      ? createLiteApiHotelProvider({
          ...live,
          apiKey: config.LITEAPI_API_KEY ?? '',
          baseUrl: config.LITEAPI_BASE_URL,
          locateCity: (code) => {
            const city = cityLocation(code);
            const centre = cityCentre(code);
            return city && centre ? { ...city, centre } : city;
          },
          observeDropped: (reason) => deps.offersDropped?.inc({ provider: 'liteapi', reason }),
        })
      : config.HOTEL_PROVIDER === 'amadeus' && amadeus
        ? amadeus
        : sandbox;
  const places = config.FLIGHT_PROVIDER === 'amadeus' && amadeus ? amadeus : sandbox;

  return {
    searchLocations: (keyword, signal) => places.searchLocations(keyword, signal),
    searchFlightOffers: (query, signal) => flights.searchFlightOffers(query, signal),
    ...(flights.cheapestFlightOffer && {
      cheapestFlightOffer: flights.cheapestFlightOffer.bind(flights),
    }),
    listHotelsByCity: (cityCode, signal) => hotels.listHotelsByCity(cityCode, signal),
    searchHotelOffers: (query, signal) => hotels.searchHotelOffers(query, signal),
    ...(hotels.cheapestHotelOffer && { cheapestHotelOffer: hotels.cheapestHotelOffer.bind(hotels) }),
    getHotelSentiments: (hotelIds, signal) => hotels.getHotelSentiments(hotelIds, signal),
  };
}
