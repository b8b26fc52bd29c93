import autocannon from 'autocannon';
import { percentile } from './percentile';

export interface HttpLoadOptions {
  url: string;
  path: string;
  connections: number;
  durationSeconds: number;
  /** Headers set on every request, computed per request (e.g. a distinct X-Forwarded-For). */
  headersPerRequest?: () => Record<string, string>;
}

export interface HttpLoadFigures {
  requestsPerSecond: number;
  responses: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Per-request timeout; autocannon counts a request that takes longer as an error and moves on. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Loads one URL with autocannon for a fixed time. Latencies are collected from every response rather than read
 * from autocannon's histogram, which rounds to whole milliseconds and has no p95.
 */
export function loadHttp(options: HttpLoadOptions): Promise<HttpLoadFigures> {
  const latencies: number[] = [];
  const { headersPerRequest } = options;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        requests: [
          {
            method: 'GET',
            path: options.path,
            ...(headersPerRequest && {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, ...headersPerRequest() },
              }),
            }),
          },
        ],
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          responses: latencies.length,
          non2xx: result.non2xx,
          errors: result.errors,
          p50Ms: percentile(latencies, 0.5),
          p95Ms: percentile(latencies, 0.95),
          p99Ms: percentile(latencies, 0.99),
        });
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
    });
  });
}
