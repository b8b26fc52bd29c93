import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one server process. Each set has its own registry, so apps built side by side
 * (tests, benchmarks) never mix their counts.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Every HTTP exchange with the travel provider, retries and token requests included. */
  readonly providerCalls: Counter<'endpoint' | 'outcome'>;
  /** Every provider offer dropped for not answering the search it was asked for. */
  readonly offersDropped: Counter<'provider' | 'reason'>;
  readonly cacheLookups: Counter<'cache' | 'result'>;
  readonly rateLimitRejections: Counter<'limiter'>;
  /** Every request for exchange rates to their source (not the cached reads). */
  readonly fxRateFetches: Counter<'source' | 'outcome'>;
  /** Every trip-watch check this process ran, by what it did. */
  readonly tripWatchChecks: Counter<'outcome'>;
  /** Price observations by what became of them (issue 30). */
  readonly priceObservations: Counter<'outcome'>;
  /** Crashes browsers reported from the web's error boundary (POST /api/client-errors). */
  readonly clientErrors: Counter;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tripfit_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'tripfit_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'tripfit_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (headers sent), by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    providerCalls: new Counter({
      name: 'tripfit_provider_calls_total',
      help: 'HTTP calls to the travel provider, by endpoint and outcome (2xx, 4xx, 429, 5xx, timeout, network).',
      labelNames: ['endpoint', 'outcome'],
      registers,
    }),
    offersDropped: new Counter({
      name: 'tripfit_provider_offers_dropped_total',
      help: 'Provider offers dropped before they became deals, by provider and reason (route, dates, expired, hotel_not_asked, ...).',
      labelNames: ['provider', 'reason'],
      registers,
    }),
    cacheLookups: new Counter({
      name: 'tripfit_cache_lookups_total',
      help: 'Cache lookups, by cache (key family) and result (hit or miss).',
      labelNames: ['cache', 'result'],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'tripfit_rate_limit_rejections_total',
      help: 'Requests refused by a rate limit, by limiter.',
      labelNames: ['limiter'],
      registers,
    }),
    fxRateFetches: new Counter({
      name: 'tripfit_fx_rate_fetches_total',
      help: 'Requests for exchange rates, by source (primary or fallback URL) and outcome (ok, http_error, invalid, timeout, network).',
      labelNames: ['source', 'outcome'],
      registers,
    }),
    tripWatchChecks: new Counter({
      name: 'tripfit_trip_watch_checks_total',
      help: 'Trip-watch checks, by outcome (skipped: not due or taken by another; ended; checked; mailed; failed; paused: after 3 days of failures).',
      labelNames: ['outcome'],
      registers,
    }),
    priceObservations: new Counter({
      name: 'tripfit_price_observations_total',
      help: 'Price observations, by outcome (written; dropped: the write failed; unconverted: no exchange rate for the currency).',
      labelNames: ['outcome'],
      registers,
    }),
    clientErrors: new Counter({
      name: 'tripfit_client_errors_total',
      help: 'Errors the web app reported from a visitor’s browser (its error boundary caught them).',
      registers,
    }),
  };
}
