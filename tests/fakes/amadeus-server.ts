import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  flightOffersAnswer,
  hotelOffersAnswer,
  hotelsByCityAnswer,
  locationsAnswer,
  sentimentsAnswer,
  type Answer,
  type ApiError,
  type Query,
} from './amadeus-data';

/**
 * A fake Amadeus Self-Service API on 127.0.0.1: the endpoints of product.md §7 with the reference response shapes,
 * bearer-token checks, and per-endpoint latency and faults.
 */

export type FakeEndpoint =
  'token' | 'locations' | 'flightOffers' | 'hotelsByCity' | 'hotelOffers' | 'sentiments';

export type FakeFault = (
  | {
      /** Answers `status` with an Amadeus error body; `code` and `detail` fill `errors[0]` (or the OAuth body). */
      kind: 'status';
      status: number;
      code?: number;
      detail?: string;
    }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Never answers. */
  | { kind: 'hang' }
) & {
  /** How many matching requests get the fault; every one when absent. */
  times?: number;
  /** Only requests whose query matches get the fault. */
  when?: (query: Query) => boolean;
};

export interface FakeCall {
  endpoint: FakeEndpoint | undefined;
  method: string;
  path: string;
  query: Query;
  /** The form fields of a token request. */
  form?: Query;
  /** The bearer token an API request carried. */
  token?: string;
  /** Epoch milliseconds when the request arrived. */
  at: number;
}

export interface FakeAmadeusOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens (Amadeus: 1799). */
  tokenExpiresInSeconds?: number;
  /** The server's clock for token expiry, in epoch milliseconds. */
  now?: () => number;
  /** Prices flight offers in this currency whatever `currencyCode` asks, as a seller's own currency would be. */
  flightCurrency?: string;
}

export interface FakeAmadeus {
  url: string;
  clientId: string;
  clientSecret: string;
  calls: FakeCall[];
  callsTo(endpoint: FakeEndpoint): FakeCall[];
  setFault(endpoint: FakeEndpoint, fault: FakeFault | undefined): void;
  setLatency(endpoint: FakeEndpoint, ms: number): void;
  /** Makes every token issued so far expired, as if its lifetime had run out. */
  expireTokens(): void;
  /** Forgets calls, faults, latencies and issued tokens. */
  reset(): void;
  close(): Promise<void>;
}

// Captured before any test installs fake timers, so the fake keeps real time.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

const routes: Record<string, { method: string; endpoint: FakeEndpoint }> = {
  '/v1/security/oauth2/token': { method: 'POST', endpoint: 'token' },
  '/v1/reference-data/locations': { method: 'GET', endpoint: 'locations' },
  '/v2/shopping/flight-offers': { method: 'GET', endpoint: 'flightOffers' },
  '/v1/reference-data/locations/hotels/by-city': { method: 'GET', endpoint: 'hotelsByCity' },
  '/v3/shopping/hotel-offers': { method: 'GET', endpoint: 'hotelOffers' },
  '/v2/e-reputation/hotel-sentiments': { method: 'GET', endpoint: 'sentiments' },
};

/** Amadeus's own codes and titles for the statuses a fault can answer with. */
const statusErrors: Record<number, { code: number; title: string; detail?: string }> = {
  400: { code: 4926, title: 'INVALID DATA RECEIVED', detail: 'Invalid query parameter' },
  401: { code: 38190, title: 'Invalid access token', detail: 'The access token provided is invalid' },
  403: { code: 38197, title: 'Forbidden', detail: 'Access forbidden' },
  404: { code: 38196, title: 'Resource not found', detail: 'The targeted resource does not exist' },
  429: { code: 38194, title: 'Too many requests', detail: 'The network rate limit is exceeded' },
  500: { code: 38189, title: 'Internal error', detail: 'An internal error occurred' },
  502: { code: 38189, title: 'Bad gateway' },
  503: { code: 38189, title: 'Service unavailable' },
};

function apiError(status: number, code?: number, detail?: string): { errors: ApiError[] } {
  const known = statusErrors[status] ?? { code: 141, title: 'SYSTEM ERROR HAS OCCURRED' };
  const text = detail ?? known.detail;
  return {
    errors: [{ status, code: code ?? known.code, title: known.title, ...(text ? { detail: text } : {}) }],
  };
}

function oauthError(status: number, detail?: string) {
  return {
    error: status === 401 ? 'invalid_client' : 'server_error',
    error_description: detail ?? (status === 401 ? 'Client credentials are invalid' : 'Unexpected error'),
    code: status === 401 ? 38187 : 38189,
    title: status === 401 ? 'Invalid parameters' : 'Internal error',
  };
}

function send(response: ServerResponse, status: number, body: unknown, contentType: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAmadeus(options: FakeAmadeusOptions = {}): Promise<FakeAmadeus> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const expiresInSeconds = options.tokenExpiresInSeconds ?? 1799;
  const now = options.now ?? realNow;
  const calls: FakeCall[] = [];
  const faults = new Map<FakeEndpoint, FakeFault>();
  const latencies = new Map<FakeEndpoint, number>();
  const tokens = new Map<string, number>();
  let url = '';

  /** The fault for this request, counting it against `times`. */
  function takeFault(endpoint: FakeEndpoint, query: Query): FakeFault | undefined {
    const fault = faults.get(endpoint);
    if (!fault || (fault.when && !fault.when(query))) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(endpoint);
      else faults.set(endpoint, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }

  function checkToken(token: string | undefined): { errors: ApiError[] } | undefined {
    if (token === undefined) {
      return apiError(401, 38191, 'Missing or invalid format for mandatory Authorization header');
    }
    const expiresAt = tokens.get(token);
    if (expiresAt === undefined) return apiError(401, 38190, 'The access token provided is invalid');
    if (expiresAt <= now()) {
      return {
        errors: [
          {
            status: 401,
            code: 38192,
            title: 'Access token expired',
            detail: 'The access token provided in the Authorization header is expired',
          },
        ],
      };
    }
    return undefined;
  }

  function issueToken(form: Query): { status: number; body: unknown } {
    if (form.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          error_description: 'Only client_credentials value is allowed for the body parameter grant_type',
          code: 38187,
          title: 'Invalid parameters',
        },
      };
    }
    if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      return { status: 401, body: oauthError(401) };
    }
    const token = randomBytes(15).toString('base64url');
    tokens.set(token, now() + expiresInSeconds * 1000);
    return {
      status: 200,
      body: {
        type: 'amadeusOAuth2Token',
        username: 'fake@tripfit.test',
        application_name: 'TripFit',
        client_id: clientId,
        token_type: 'Bearer',
        access_token: token,
        expires_in: expiresInSeconds,
        state: 'approved',
        scope: '',
      },
    };
  }

  function answer(endpoint: Exclude<FakeEndpoint, 'token'>, query: Query, selfUrl: string): Answer {
    switch (endpoint) {
      case 'locations':
        return locationsAnswer(query, selfUrl);
      case 'flightOffers':
        return flightOffersAnswer(
          options.flightCurrency ? { ...query, currencyCode: options.flightCurrency } : query,
          selfUrl,
        );
      case 'hotelsByCity':
        return hotelsByCityAnswer(query, selfUrl);
      case 'hotelOffers':
        return hotelOffersAnswer(query);
      case 'sentiments':
        return sentimentsAnswer(query, selfUrl);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const route = routes[requestUrl.pathname];
    const query = Object.fromEntries(requestUrl.searchParams);
    const authorization = request.headers.authorization;
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
    const body = await readBody(request);
    const form = route?.endpoint === 'token' ? Object.fromEntries(new URLSearchParams(body)) : undefined;
    calls.push({
      endpoint: route?.endpoint,
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      query,
      ...(form ? { form } : {}),
      ...(bearer ? { token: bearer } : {}),
      at: realNow(),
    });
    if (!route || route.method !== request.method) {
      send(response, 404, apiError(404), 'application/vnd.amadeus+json');
      return;
    }
    const { endpoint } = route;
    const contentType = endpoint === 'token' ? 'application/json' : 'application/vnd.amadeus+json';
    const latency = latencies.get(endpoint) ?? 0;
    if (latency > 0) await new Promise((resolve) => realSetTimeout(resolve, latency));

    const fault = takeFault(endpoint, query);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'malformed') {
      send(response, 200, '{"data": [{"id": "1", "price": ', contentType);
      return;
    }
    if (fault?.kind === 'status') {
      const errorBody =
        endpoint === 'token'
          ? oauthError(fault.status, fault.detail)
          : apiError(fault.status, fault.code, fault.detail);
      send(response, fault.status, errorBody, contentType);
      return;
    }

    if (endpoint === 'token') {
      const issued = issueToken(form ?? {});
      send(response, issued.status, issued.body, contentType);
      return;
    }
    const unauthorized = checkToken(bearer);
    if (unauthorized) {
      send(response, 401, unauthorized, contentType);
      return;
    }
    const result = answer(endpoint, query, requestUrl.toString());
    send(response, result.status, result.body, contentType);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, apiError(500, 141, String(error)), 'application/vnd.amadeus+json');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    calls,
    callsTo: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    setFault: (endpoint, fault) => {
      if (fault) faults.set(endpoint, fault);
      else faults.delete(endpoint);
    },
    setLatency: (endpoint, ms) => {
      latencies.set(endpoint, ms);
    },
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    reset: () => {
      calls.length = 0;
      faults.clear();
      latencies.clear();
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and idle keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}
