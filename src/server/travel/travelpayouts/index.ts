import type { BackgroundTasks } from '../../infra/background-tasks';
import type { Cache } from '../../infra/cache';
import type { Logger } from '../../infra/logger';
import type { ThrottleFactory } from '../../infra/throttle';
import { sleep as defaultSleep, type Sleep } from '../abort';
import type { FareFeed } from '../fare-feed';
import { createHttpExchange } from '../http-exchange';
import type { ExchangeObserver } from '../timed-exchange';
import { createCachedMonths } from './cached-months';
import { createTravelpayoutsClient } from './client';
import { TravelpayoutsTransportError, type TravelpayoutsEndpoint } from './errors';
import { faresInWindow, monthsOf, toMonthFares } from './month-fares';

export interface TravelpayoutsFareFeedOptions {
  /** From the Travelpayouts dashboard; sent in the X-Access-Token header. */
  token: string;
  /** Default https://api.travelpayouts.com */
  apiUrl?: string;
  /** Whose travellers' searches the fares come from (ISO 3166-1 alpha-2, lower case). Default 'us'. */
  market?: string;
  cache: Cache;
  throttles: ThrottleFactory;
  logger: Logger;
  /** Refreshes of stale fares run here, so a graceful stop waits for them. */
  backgroundTasks: BackgroundTasks;
  /** Requests per second; Travelpayouts allows 300 to 600 a minute. Default 5. */
  requestsPerSecond?: number;
  fetch?: typeof fetch;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: Sleep;
  /** Clock for fare ages and Retry-After dates, in epoch milliseconds. */
  now?: () => number;
  /** Per HTTP request, body included. Default 15 s. */
  requestTimeoutMs?: number;
  /** Told how each HTTP call to Travelpayouts ended (for metrics). */
  observeCall?: ExchangeObserver<TravelpayoutsEndpoint>;
}

const DEFAULT_API_URL = 'https://api.travelpayouts.com';
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Explore's fares from the Travelpayouts Data API (prices_for_dates): one call per calendar month the window
 * touches, each month's list cached, then filtered to the query's window, nights and stops.
 */
export function createTravelpayoutsFareFeed(options: TravelpayoutsFareFeedOptions): FareFeed {
  const now = options.now ?? Date.now;
  const logger = options.logger.child({ provider: 'travelpayouts' });
  const market = options.market ?? 'us';
  const client = createTravelpayoutsClient({
    apiUrl: (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, ''),
    token: options.token,
    exchange: createHttpExchange(
      options.fetch ?? fetch,
      options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      options.observeCall,
      (endpoint, message, errorOptions) => new TravelpayoutsTransportError(endpoint, message, errorOptions),
    ),
    throttle: options.throttles({ name: 'travelpayouts', perSecond: options.requestsPerSecond ?? 5 }),
    sleep: options.sleep ?? defaultSleep,
    now,
    logger,
  });
  const monthFares = createCachedMonths(
    { cache: options.cache, now, backgroundTasks: options.backgroundTasks, logger },
    async (query, signal) => toMonthFares(await client.pricesForDates(query, signal), now()),
  );

  return {
    findFares: async (query, signal) => {
      const origin = query.origin.trim().toUpperCase();
      const currency = query.currency.toLowerCase();
      const months = await Promise.all(
        monthsOf(query.window).map((month) => monthFares({ origin, month, currency, market }, signal)),
      );
      return faresInWindow(months, query);
    },
  };
}
