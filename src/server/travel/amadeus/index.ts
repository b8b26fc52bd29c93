import type { Cache } from '../../infra/cache';
import type { Logger } from '../../infra/logger';
import type { ThrottleFactory } from '../../infra/throttle';
import { sleep as defaultSleep, emptyWhenCancelled, type Sleep } from '../abort';
import { createCachedLoader } from '../cached-loader';
import { chunk } from '../chunk';
import { createHttpExchange } from '../http-exchange';
import { TravelProviderError, type TravelProvider } from '../port';
import { messages } from '../provider-messages';
import type { ExchangeObserver } from '../timed-exchange';
import { createAmadeusClient } from './client';
import { ProviderTransportError, type AmadeusEndpoint } from './errors';
import { toFlightOffers, toHotelOffers, toHotelSummaries, toLocations, toSentiments } from './mappers';
import {
  flightOffersRequest,
  hotelOffersRequest,
  hotelsByCityRequest,
  locationsRequest,
  sentimentsRequest,
} from './requests';
import { createAccessTokens } from './token';

export interface AmadeusProviderOptions {
  /** e.g. https://test.api.amadeus.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  cache: Cache;
  throttles: ThrottleFactory;
  logger: Logger;
  fetch?: typeof fetch;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: Sleep;
  /** Clock for token expiry, in epoch milliseconds. */
  now?: () => number;
  /** Per HTTP request, body included. */
  requestTimeoutMs?: number;
  /** Told how each HTTP call to Amadeus ended (for metrics). */
  observeCall?: ExchangeObserver<AmadeusEndpoint>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** product.md §9 client rate limits: airport search 10/s, the hotel list and hotel offer services 5/s. */
const LOCATIONS_RATE = { name: 'amadeus:locations', perSecond: 10 };
const HOTELS_RATE = { name: 'amadeus:hotels', perSecond: 5 };
/**
 * Sentiments go out as up to 7 parallel chunks per search (product.md §7); inside the 5/s hotel budget they would push
 * every search into a second window (+1 s). They get their own bucket at Amadeus's documented 10 requests/s.
 */
const SENTIMENTS_RATE = { name: 'amadeus:sentiments', perSecond: 10 };
/** product.md §5 and §9. */
const MAX_HOTEL_IDS = 20;
const SENTIMENT_IDS_PER_CALL = 3;

/** The Amadeus Self-Service adapter (DESIGN.md "Travel data"; product.md §7–9). */
export function createAmadeusProvider(options: AmadeusProviderOptions): TravelProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const logger = options.logger.child({ provider: 'amadeus' });
  const exchange = createHttpExchange(
    options.fetch ?? fetch,
    options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    options.observeCall,
    (endpoint, message, errorOptions) => new ProviderTransportError(endpoint, message, errorOptions),
  );
  const tokens = createAccessTokens({
    baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    exchange,
    now: options.now ?? Date.now,
    logger,
  });
  const client = createAmadeusClient({
    baseUrl,
    tokens,
    exchange,
    sleep: options.sleep ?? defaultSleep,
    logger,
  });
  const cached = createCachedLoader(options.cache, 'amadeus:');
  const locationsThrottle = options.throttles(LOCATIONS_RATE);
  const hotelsThrottle = options.throttles(HOTELS_RATE);
  const sentimentsThrottle = options.throttles(SENTIMENTS_RATE);

  return {
    searchLocations: (keyword, signal) => {
      const normalised = keyword.trim().toLowerCase();
      const request = locationsRequest(normalised, locationsThrottle);
      return emptyWhenCancelled(
        cached(`locations:${normalised}`, async () => toLocations(await client.get(request, signal))),
        signal,
      );
    },

    searchFlightOffers: (flight, signal) => {
      const request = flightOffersRequest(flight);
      return cached(`flightOffers:${new URLSearchParams(request.query).toString()}`, async () =>
        toFlightOffers(await client.get(request, signal), flight.currencyCode),
      );
    },

    listHotelsByCity: (cityCode, signal) => {
      const code = cityCode.trim().toUpperCase();
      const request = hotelsByCityRequest(code, hotelsThrottle);
      return cached(`hotelsByCity:${code}`, async () =>
        toHotelSummaries(await client.get(request, signal), code),
      );
    },

    searchHotelOffers: async (hotels, signal) => {
      const count = hotels.hotelIds.length;
      if (count === 0) throw new TravelProviderError('invalid_request', messages.noHotelIds);
      if (count > MAX_HOTEL_IDS) {
        throw new TravelProviderError('invalid_request', messages.tooManyHotelIds(count));
      }
      const request = hotelOffersRequest(hotels, hotelsThrottle);
      // The same hotels in another order are the same search.
      const sortedIds = [...hotels.hotelIds].sort().join(',');
      const key = new URLSearchParams({ ...request.query, hotelIds: sortedIds }).toString();
      return emptyWhenCancelled(
        cached(`hotelOffers:${key}`, async () =>
          toHotelOffers(await client.get(request, signal), hotels.currency),
        ),
        signal,
      );
    },

    getHotelSentiments: async (hotelIds, signal) => {
      const chunks = chunk([...new Set(hotelIds)], SENTIMENT_IDS_PER_CALL);
      const results = await Promise.all(
        chunks.map(async (ids) => {
          try {
            // Ratings move slowly; a chunk is cached like the hotel calls, so repeated searches spare the quota.
            return await cached(`sentiments:${[...ids].sort().join(',')}`, async () =>
              toSentiments(await client.get(sentimentsRequest(ids, sentimentsThrottle), signal)),
            );
          } catch (error) {
            signal.throwIfAborted();
            // product.md §7: ratings are optional; the hotels of a failed chunk simply have none.
            const reason = error instanceof Error ? error.message : String(error);
            logger.warn({ hotelIds: ids, reason }, 'hotel sentiments unavailable');
            return [];
          }
        }),
      );
      return results.flat();
    },
  };
}
