import { Duffel } from '@duffel/api';
import { defaultBagChoice } from '../../../core/bag-choices';
import type { Cache } from '../../infra/cache';
import type { Logger } from '../../infra/logger';
import type { ThrottleFactory } from '../../infra/throttle';
import { sleep as defaultSleep, type Sleep } from '../abort';
import { reportDroppedOffers, type DroppedOfferObserver } from '../dropped-offers';
import { TravelProviderError, type FlightProvider } from '../port';
import { messages } from '../provider-messages';
import { knownMetros } from '../sandbox/metro-codes';
import { bagServicesFor } from './bag-services';
import { createExpiringLoader } from './cached';
import { createDuffelClient } from './client';
import { createDuffelExchange, type DuffelCallObserver } from './exchange';
import { earliestExpiry, toFlightOffers } from './mappers';
import { offersMatchingQuery } from './offer-checks';
import { searchCheapestOffers } from './offer-search';
import { offerRequestBody } from './requests';

export interface DuffelFlightProviderOptions {
  /** duffel_test_… or duffel_live_… */
  accessToken: string;
  /** Default https://api.duffel.com. */
  apiUrl?: string;
  cache: Cache;
  throttles: ThrottleFactory;
  logger: Logger;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: Sleep;
  /** Clock for offer expiry, in epoch milliseconds. */
  now?: () => number;
  /** Per HTTP request, body included. */
  requestTimeoutMs?: number;
  /** How long Duffel waits for airlines (2 to 60 s); keep it under requestTimeoutMs, as Duffel advises. */
  supplierTimeoutMs?: number;
  /** How long a search waits for its offers' bag prices before going on without those not answered. */
  bagPricesBudgetMs?: number;
  /** Told how each HTTP call to Duffel ended (for metrics). */
  observeCall?: DuffelCallObserver;
  /** Told of each offer dropped for not answering the search (for metrics). */
  observeDropped?: DroppedOfferObserver;
}

/** A metropolitan code (LON) stands for its airports; an airport only for itself. */
const airportsOf = (code: string) => knownMetros[code]?.airports ?? [];

const DEFAULT_API_URL = 'https://api.duffel.com';
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_SUPPLIER_TIMEOUT_MS = 10_000;
/**
 * Duffel publishes no fixed numbers (its limits vary per endpoint and account, reported in ratelimit-* headers);
 * 2 searches a second per store keeps well inside them, and a 429 is still honoured.
 */
const OFFER_REQUESTS_RATE = { name: 'duffel:offerRequests', perSecond: 2 };
/** One search asks at most 8 offers' bags at once; this lets two searches' calls go out in the same second. */
const OFFER_SERVICES_RATE = { name: 'duffel:offerServices', perSecond: 16 };
/** Bag prices are worth a short wait, not a slow search: the airline answers them, and some are slow. */
const DEFAULT_BAG_PRICES_BUDGET_MS = 3_000;

/** The SDK resolves its paths ('air/offers') against the base, so a base with a path must end in '/'. */
const asBasePath = (url: string) => url.replace(/\/*$/, '/');

/** Flights from Duffel through its SDK (DESIGN.md "Travel data"; product.md §7–9). */
export function createDuffelFlightProvider(options: DuffelFlightProviderOptions): FlightProvider {
  const now = options.now ?? Date.now;
  const logger = options.logger.child({ provider: 'duffel' });
  const duffel = new Duffel({
    token: options.accessToken,
    basePath: asBasePath(options.apiUrl ?? DEFAULT_API_URL),
  });
  const client = createDuffelClient({
    exchange: createDuffelExchange(options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS, now, options.observeCall),
    sleep: options.sleep ?? defaultSleep,
    logger,
  });
  const search = {
    duffel,
    client,
    throttle: options.throttles(OFFER_REQUESTS_RATE),
    supplierTimeoutMs: options.supplierTimeoutMs ?? DEFAULT_SUPPLIER_TIMEOUT_MS,
  };
  const cached = createExpiringLoader(options.cache, now);
  const bagServices = {
    duffel,
    client,
    throttle: options.throttles(OFFER_SERVICES_RATE),
    cached,
    logger,
    budgetMs: options.bagPricesBudgetMs ?? DEFAULT_BAG_PRICES_BUDGET_MS,
  };

  return {
    searchFlightOffers: async (query, signal) => {
      const body = offerRequestBody(query);
      // Duffel prices in the account's currency whatever the search's, so the currency is not part of the key;
      // nor are the bags, so that searches with another bag choice share the offers.
      const offers = await cached(`offers:${query.max}:${JSON.stringify(body)}`, async () => {
        const answered = await searchCheapestOffers(search, body, query.max, signal);
        const { kept, dropped } = offersMatchingQuery(query, answered, { now: now(), airportsOf });
        reportDroppedOffers(logger, dropped, options.observeDropped);
        if (kept.length === 0 && dropped.length > 0) {
          throw new TravelProviderError('unusable_offers', messages.unusableOffers('flights'), {
            side: 'flights',
          });
        }
        return { value: kept, expiresAt: earliestExpiry(kept) };
      });
      const services = await bagServicesFor(bagServices, offers, query.bags ?? defaultBagChoice, signal);
      return toFlightOffers(offers, services);
    },
  };
}
