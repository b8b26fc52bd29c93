import type { Cache } from '../../infra/cache';
import type { Logger } from '../../infra/logger';
import type { ThrottleFactory } from '../../infra/throttle';
import { sleep as defaultSleep, emptyWhenCancelled, type Sleep } from '../abort';
import { createCachedLoader } from '../cached-loader';
import { chunk } from '../chunk';
import type { HotelStayFacts } from '../../../core/offer-checks';
import { reportDroppedOffers, type DroppedOfferObserver } from '../dropped-offers';
import { createHttpExchange } from '../http-exchange';
import { OPTIONAL_CALL_TIMEOUT_MS } from '../partner-errors';
import { TravelProviderError, type HotelOfferQuery, type HotelProvider } from '../port';
import { messages } from '../provider-messages';
import type { ExchangeObserver } from '../timed-exchange';
import { createLiteApiClient } from './client';
import { LiteApiTransportError, type LiteApiEndpoint } from './errors';
import { toHotelOffers, toHotelSummaries, toSentiments } from './mappers';
import { splitOccupancies } from './occupancies';
import {
  hotelDetailsRequest,
  hotelListQueries,
  hotelListRequest,
  ratesRequest,
  type CityLocation,
} from './requests';
import type { RatesRequestBody } from './wire';

export type { CityLocation } from './requests';

/** Where LiteAPI's hotel photos are served from (its static data bucket and Cupid's CDN): the CSP allows them. */
export const liteApiPhotoOrigins = [
  'https://static.cupid.travel',
  'https://liteapi-travel-static-data.s3.amazonaws.com',
] as const;

export interface LiteApiHotelProviderOptions {
  apiKey: string;
  /** Default https://api.liteapi.travel/v3.0 */
  baseUrl?: string;
  cache: Cache;
  throttles: ThrottleFactory;
  logger: Logger;
  /** Where a city (IATA city or airport code) is; undefined for a code TripFit does not know. */
  locateCity: (cityCode: string) => CityLocation | undefined;
  /** ISO 3166-1 alpha-2 nationality LiteAPI prices for (rates may differ by it). Default 'US'. */
  guestNationality?: string;
  /** Requests per second for this API key: the sandbox allows 5 (the default), production 250. */
  requestsPerSecond?: number;
  fetch?: typeof fetch;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: Sleep;
  /** Clock for Retry-After dates, in epoch milliseconds. */
  now?: () => number;
  /** Per HTTP request, body included; keep it above the 8 s LiteAPI gives its suppliers. Default 15 s. */
  requestTimeoutMs?: number;
  /** How long an optional call (ratings) may take, once. Default 1 s. */
  optionalTimeoutMs?: number;
  /** Told how each HTTP call to LiteAPI ended (for metrics). */
  observeCall?: ExchangeObserver<LiteApiEndpoint>;
  /** Told of each offer dropped for not answering the search (for metrics). */
  observeDropped?: DroppedOfferObserver;
}

const DEFAULT_BASE_URL = 'https://api.liteapi.travel/v3.0';
const DEFAULT_TIMEOUT_MS = 15_000;
/** How long LiteAPI waits for its suppliers; search.json recommends 6 to 12 seconds. */
const RATES_SUPPLIER_TIMEOUT_SECONDS = 8;
/**
 * A few rates per hotel rather than one: LiteAPI orders them by its own price, which leaves out fees paid at the
 * hotel, and a rate with such a fee in another currency is unusable. The cheapest usable one is picked here.
 */
const RATES_PER_HOTEL = 5;
/** The port's contract (product.md §5 and §9). */
const MAX_HOTEL_IDS = 20;
/** Ids per GET /data/hotels for ratings, so the URL stays short. */
const RATING_IDS_PER_CALL = 50;

/** LiteAPI (Nuitée) as TripFit's hotel side: lists, rates and ratings (DESIGN.md "Travel data"). */
export function createLiteApiHotelProvider(options: LiteApiHotelProviderOptions): HotelProvider {
  const logger = options.logger.child({ provider: 'liteapi' });
  const exchangeWithin = (timeoutMs: number) =>
    createHttpExchange(
      options.fetch ?? fetch,
      timeoutMs,
      options.observeCall,
      (endpoint, message, errorOptions) => new LiteApiTransportError(endpoint, message, errorOptions),
    );
  const client = createLiteApiClient({
    baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    apiKey: options.apiKey,
    exchange: exchangeWithin(options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS),
    optionalExchange: exchangeWithin(options.optionalTimeoutMs ?? OPTIONAL_CALL_TIMEOUT_MS),
    // One budget for every endpoint: LiteAPI counts requests per key.
    throttle: options.throttles({ name: 'liteapi', perSecond: options.requestsPerSecond ?? 5 }),
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
    logger,
  });
  const cached = createCachedLoader(options.cache, 'liteapi:');
  const guestNationality = options.guestNationality ?? 'US';

  function ratesBody(query: HotelOfferQuery): RatesRequestBody {
    const occupancies = splitOccupancies(query.adults, query.roomQuantity, query.childrenAges ?? []);
    if (!occupancies) throw new TravelProviderError('invalid_request', messages.hotelOffersInvalid);
    return {
      hotelIds: query.hotelIds,
      occupancies,
      currency: query.currency,
      guestNationality,
      checkin: query.checkInDate,
      checkout: query.checkOutDate,
      maxRatesPerHotel: RATES_PER_HOTEL,
      timeout: RATES_SUPPLIER_TIMEOUT_SECONDS,
      includeHotelData: true,
    };
  }

  /** What the rates answer must match: the hotels, their city and each room's guests. */
  function stayAsked(body: RatesRequestBody, cityCode: string): HotelStayFacts {
    const city = cityCode ? options.locateCity(cityCode) : undefined;
    return {
      hotelIds: body.hotelIds,
      rooms: body.occupancies.map((room) => ({ adults: room.adults, childrenAges: room.children ?? [] })),
      ...(city ? { city } : {}),
    };
  }

  return {
    listHotelsByCity: (cityCode, signal) => {
      const code = cityCode.trim().toUpperCase();
      return cached(`hotels:${code}`, async () => {
        const city = options.locateCity(code);
        if (!city) throw new TravelProviderError('not_found', messages.noHotelsInCity(code));
        for (const query of hotelListQueries(city)) {
          const answer = await client.send(hotelListRequest(query, code), signal);
          const hotels = toHotelSummaries(answer, code, city.centre);
          if (hotels.length > 0) return hotels;
        }
        return [];
      });
    },

    searchHotelOffers: async (query, signal) => {
      const count = query.hotelIds.length;
      if (count === 0) throw new TravelProviderError('invalid_request', messages.noHotelIds);
      if (count > MAX_HOTEL_IDS) {
        throw new TravelProviderError('invalid_request', messages.tooManyHotelIds(count));
      }
      const body = ratesBody(query);
      const cityCode = query.cityCode?.trim().toUpperCase() ?? '';
      // The same hotels in another order are the same search.
      const key = JSON.stringify({ ...body, hotelIds: [...body.hotelIds].sort(), cityCode });
      return emptyWhenCancelled(
        cached(`rates:${key}`, async () => {
          const answer = await client.send(ratesRequest(body), signal);
          const centre = cityCode ? options.locateCity(cityCode)?.centre : undefined;
          const { hotels, skipped, failedChecks } = toHotelOffers(answer, {
            cityCode,
            asked: stayAsked(body, cityCode),
            ...(centre ? { centre } : {}),
          });
          if (skipped.length > 0) logger.warn({ skipped }, 'liteapi offers left out');
          reportDroppedOffers(logger, failedChecks, options.observeDropped);
          if (hotels.length === 0 && failedChecks.length > 0) {
            throw new TravelProviderError('unusable_offers', messages.unusableOffers('hotels'), {
              side: 'hotels',
            });
          }
          return hotels;
        }),
        signal,
      );
    },

    getHotelSentiments: async (hotelIds, signal) => {
      const chunks = chunk([...new Set(hotelIds)].sort(), RATING_IDS_PER_CALL);
      const results = await Promise.all(
        chunks.map(async (ids) => {
          try {
            return await cached(`ratings:${ids.join(',')}`, async () =>
              toSentiments(await client.send(hotelDetailsRequest(ids), signal)),
            );
          } catch (error) {
            signal.throwIfAborted();
            // product.md §7: ratings are optional; the hotels of a failed call simply have none.
            const reason = error instanceof Error ? error.message : String(error);
            logger.warn({ hotelIds: ids, reason }, 'hotel ratings unavailable');
            return [];
          }
        }),
      );
      return results.flat();
    },
  };
}
