import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { faresFor, isFakeCurrency, type WireFare } from './travelpayouts-data';

/**
 * A fake Travelpayouts Data API on 127.0.0.1: GET /aviasales/v3/prices_for_dates with the reference shapes, the
 * X-Access-Token check, latency and faults, and a record of every call.
 */

export type FakeFault = (
  | {
      /** Answers `status` with Travelpayouts' error body; `error` fills it. */
      kind: 'status';
      status: number;
      error?: string;
      /** The Retry-After header's value. */
      retryAfter?: string;
    }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** 200 with exactly this JSON body. */
  | { kind: 'body'; body: unknown }
  /** Prices in this currency (upper case), whatever was asked. */
  | { kind: 'currency'; currency: string }
  /** Never answers. */
  | { kind: 'hang' }
  /** Drops the connection without an answer. */
  | { kind: 'disconnect' }
) & {
  /** How many requests get the fault; every one when absent. */
  times?: number;
};

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The X-Access-Token header. */
  accessToken: string | undefined;
}

export interface FakeTravelpayouts {
  url: string;
  token: string;
  calls: FakeCall[];
  setFault(fault: FakeFault | undefined): void;
  setLatency(ms: number): void;
  /** Forgets calls, the fault and the latency. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeTravelpayoutsOptions {
  token?: string;
}

// Captured before any test installs fake timers, so the fake keeps real time.
const realSetTimeout = globalThis.setTimeout;

const PATH = '/aviasales/v3/prices_for_dates';
const MAX_LIMIT = 1000;

const statusErrors: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const errorBody = (status: number, error?: string) => ({
  success: false,
  data: null,
  error: error ?? statusErrors[status] ?? 'Error',
});

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

class BadRequest extends Error {}

const monthOrDate = /^\d{4}-\d{2}(-\d{2})?$/;

/** The API's answer to a valid query: fares departing (and returning) in the asked month or on the day. */
function pricesForDates(query: Record<string, string>, pricedIn: string | undefined) {
  const { origin = '', departure_at: departure = '', return_at: back, currency = 'rub' } = query;
  if (!/^[A-Z]{3}$/.test(origin)) throw new BadRequest('origin: must be an IATA code');
  if (!monthOrDate.test(departure)) throw new BadRequest('departure_at: must be YYYY-MM or YYYY-MM-DD');
  if (back !== undefined && !monthOrDate.test(back)) {
    throw new BadRequest('return_at: must be YYYY-MM or YYYY-MM-DD');
  }
  if ((query.one_way ?? 'true') !== 'false') throw new BadRequest('one_way: the fake has round trips only');
  const asked = currency.toUpperCase();
  if (currency !== currency.toLowerCase() || !isFakeCurrency(asked)) {
    throw new BadRequest('currency: unknown currency');
  }
  const limit = Number(query.limit ?? '30');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new BadRequest(`limit: must be from 1 to ${MAX_LIMIT}`);
  }
  const priced = pricedIn ?? asked;
  if (!isFakeCurrency(priced)) throw new Error(`the fake cannot price in ${priced}`);
  let fares = faresFor(origin, departure.slice(0, 7), priced).filter(
    (fare) =>
      fare.departure_at.startsWith(departure) && (back === undefined || fare.return_at.startsWith(back)),
  );
  if (query.sorting === 'price') fares = [...fares].sort((left, right) => left.price - right.price);
  // One fare per destination: the first of each, so the cheapest when sorted by price.
  if (query.unique === 'true') {
    const first = new Map<string, WireFare>();
    for (const fare of fares) if (!first.has(fare.destination)) first.set(fare.destination, fare);
    fares = [...first.values()];
  }
  return { success: true, currency: priced.toLowerCase(), data: fares.slice(0, limit) };
}

export async function startFakeTravelpayouts(
  options: FakeTravelpayoutsOptions = {},
): Promise<FakeTravelpayouts> {
  const token = options.token ?? '0123456789abcdef0123456789abcdef';
  const calls: FakeCall[] = [];
  let fault: FakeFault | undefined;
  let latency = 0;
  let url = '';

  /** The fault for this request, counting it against `times`. */
  function takeFault(): FakeFault | undefined {
    const taken = fault;
    if (taken?.times !== undefined) {
      fault = taken.times <= 1 ? undefined : { ...taken, times: taken.times - 1 };
    }
    return taken;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const header = request.headers['x-access-token'];
    const call: FakeCall = {
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      query: Object.fromEntries(requestUrl.searchParams),
      accessToken: typeof header === 'string' ? header : undefined,
    };
    calls.push(call);
    if (latency > 0) await new Promise((resolve) => realSetTimeout(resolve, latency));
    const taken = takeFault();
    switch (taken?.kind) {
      case 'hang':
        return;
      case 'disconnect':
        request.socket.destroy();
        return;
      case 'malformed':
        return send(response, 200, '{"success": true, "data": [{"origin": ');
      case 'body':
        return send(response, 200, taken.body);
      case 'status':
        return send(
          response,
          taken.status,
          errorBody(taken.status, taken.error),
          taken.retryAfter ? { 'retry-after': taken.retryAfter } : {},
        );
    }
    // The API also takes the token as a `token` parameter; either way it must be the right one.
    if ((call.accessToken ?? call.query.token) !== token) return send(response, 401, errorBody(401));
    if (call.path !== PATH || call.method !== 'GET') return send(response, 404, errorBody(404));
    try {
      send(response, 200, pricesForDates(call.query, taken?.currency));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      send(response, 400, errorBody(400, error.message));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, errorBody(500, String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    calls,
    setFault: (next) => {
      fault = next;
    },
    setLatency: (ms) => {
      latency = ms;
    },
    reset: () => {
      calls.length = 0;
      fault = undefined;
      latency = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and idle keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}
