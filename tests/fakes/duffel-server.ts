import type { CabinClass, Offer, OfferRequestPassenger } from '@duffel/api/types';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  airports,
  defaultOfferSettings,
  errorBody,
  offerRequestOf,
  offersFor,
  type OfferSettings,
  type Search,
  type SearchSlice,
} from './duffel-data';

/**
 * A fake Duffel API on 127.0.0.1, speaking the wire shapes of @duffel/api's types: POST /air/offer_requests,
 * GET /air/offers with cursor pagination and GET /air/offers/:id with its available services (bags), bearer-token
 * and Duffel-Version checks, and per-endpoint latency and faults.
 */

/** 'offer' is GET /air/offers/:id. */
export type FakeEndpoint = 'offerRequests' | 'offers' | 'offer';

export type FakeFault = (
  | {
      /** Answers `status` with Duffel's error body; `code` and `message` fill `errors[0]`. */
      kind: 'status';
      status: number;
      code?: string;
      message?: string;
      /** With a 429: ratelimit-reset this many seconds after the answer's Date (default 1). */
      resetInSeconds?: number;
      /** With a 429: a Retry-After header too. */
      retryAfterSeconds?: number;
    }
  /** A gateway's 502 page: HTML, no Duffel body. */
  | { kind: 'gateway' }
  /** 200 with a JSON content type and a body that is not JSON. */
  | { kind: 'malformed' }
  /** Never answers. */
  | { kind: 'hang' }
  /** Drops the connection without an answer. */
  | { kind: 'disconnect' }
  /** GET /air/offers answers these offers after (or, with `only`, instead of) those the search found. */
  | { kind: 'offers'; offers: Offer[]; only?: boolean }
) & {
  /** How many matching requests get the fault; every one when absent. */
  times?: number;
  /** Only requests that match get the fault. */
  when?: (call: FakeCall) => boolean;
};

export interface FakeCall {
  endpoint: FakeEndpoint | undefined;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body's `data`, for POSTs. */
  body?: unknown;
  authorization: string | undefined;
  duffelVersion: string | undefined;
  /** Epoch milliseconds when the request arrived. */
  at: number;
}

export interface FakeDuffelOptions {
  accessToken?: string;
  /** The server's clock for created_at and expires_at, in epoch milliseconds. */
  now?: () => number;
}

export interface FakeDuffel {
  url: string;
  accessToken: string;
  calls: FakeCall[];
  callsTo(endpoint: FakeEndpoint): FakeCall[];
  setFault(endpoint: FakeEndpoint, fault: FakeFault | undefined): void;
  setLatency(endpoint: FakeEndpoint, ms: number): void;
  /** Changes what offer requests find from now on. */
  setOffers(settings: Partial<OfferSettings>): void;
  /** The most offers one page of GET /air/offers holds, whatever `limit` asks (Duffel: 200). */
  setPageSize(size: number): void;
  /** Forgets calls, faults, latencies, searches and settings. */
  reset(): void;
  close(): Promise<void>;
}

// Captured before any test installs fake timers, so the fake keeps real time.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

const DUFFEL_VERSION = 'v2';
const MAX_PAGE_SIZE = 200;
const cabinClasses: CabinClass[] = ['economy', 'premium_economy', 'business', 'first'];

class RequestProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestProblem(400, 'malformed_json', 'The request body is not valid JSON');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Duffel's checks on an offer request's `data`, with its 422 on the first field that fails. */
function readSearch(data: unknown, requestId: string, createdAt: number): Search {
  const invalid = (message: string) => new RequestProblem(422, 'invalid_field', message);
  if (!isRecord(data)) throw invalid("Field 'data' must be an object");
  const {
    slices,
    passengers,
    cabin_class: cabinClass = 'economy',
    max_connections: maxConnections = 1,
  } = data;
  if (!Array.isArray(slices) || slices.length === 0) throw invalid("Field 'slices' can't be blank");
  const searchSlices = slices.map((slice): SearchSlice => {
    if (!isRecord(slice)) throw invalid("Field 'slices' must hold objects");
    const { origin, destination, departure_date: date } = slice;
    for (const code of [origin, destination]) {
      if (typeof code !== 'string' || !airports.has(code))
        throw invalid(`'${String(code)}' is not a known airport`);
    }
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw invalid("Field 'departure_date' must be a date");
    }
    return { origin: String(origin), destination: String(destination), departure_date: date };
  });
  if (!Array.isArray(passengers) || passengers.length === 0)
    throw invalid("Field 'passengers' can't be blank");
  const searchPassengers = passengers.map((passenger, index): OfferRequestPassenger => {
    const id = `pas_${requestId.slice(4)}_${index}`;
    if (!isRecord(passenger)) throw invalid("Field 'passengers' must hold objects");
    const { type, age } = passenger;
    if (type !== undefined && age !== undefined) throw invalid('A passenger has a type or an age, not both');
    if (type === 'adult') return { id, type };
    if (typeof age === 'number' && Number.isInteger(age) && age >= 0 && age < 18) return { id, age };
    throw invalid("Field 'passengers' needs type 'adult' or an age under 18");
  });
  if (!cabinClasses.includes(cabinClass as CabinClass)) throw invalid("Field 'cabin_class' is not valid");
  if (![0, 1, 2].includes(maxConnections as number))
    throw invalid("Field 'max_connections' must be 0, 1 or 2");
  return {
    requestId,
    slices: searchSlices,
    passengers: searchPassengers,
    cabinClass: cabinClass as CabinClass,
    maxConnections: maxConnections as number,
    createdAt,
  };
}

const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new RequestProblem(400, 'invalid_cursor', "The 'after' cursor is not valid");
  return Number(match[1]);
}

function sorted(offers: Offer[], sort: string | undefined): Offer[] {
  if (sort === undefined) return offers;
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  if (key !== 'total_amount')
    throw new RequestProblem(422, 'invalid_field', `Sorting by '${sort}' is not supported`);
  const ascending = [...offers].sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
  return descending ? ascending.reverse() : ascending;
}

export async function startFakeDuffel(options: FakeDuffelOptions = {}): Promise<FakeDuffel> {
  const accessToken = options.accessToken ?? 'duffel_test_fake-token';
  const now = options.now ?? realNow;
  const calls: FakeCall[] = [];
  const faults = new Map<FakeEndpoint, FakeFault>();
  const latencies = new Map<FakeEndpoint, number>();
  const searches = new Map<string, Offer[]>();
  let settings = { ...defaultOfferSettings };
  let pageSize = MAX_PAGE_SIZE;
  let requestCount = 0;
  let url = '';

  /** The fault for this call, counting it against `times`. */
  function takeFault(endpoint: FakeEndpoint, call: FakeCall): FakeFault | undefined {
    const fault = faults.get(endpoint);
    if (!fault || (fault.when && !fault.when(call))) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(endpoint);
      else faults.set(endpoint, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }

  function checkAccess(call: FakeCall): void {
    const { authorization } = call;
    if (authorization === undefined) {
      throw new RequestProblem(401, 'missing_authorization_header', 'The Authorization header is missing');
    }
    if (!authorization.startsWith('Bearer ')) {
      throw new RequestProblem(
        401,
        'invalid_authorization_header',
        "The Authorization header must be 'Bearer <token>'",
      );
    }
    if (authorization.slice('Bearer '.length) !== accessToken) {
      throw new RequestProblem(
        401,
        'access_token_not_found',
        'The access token used is not recognized by our system',
      );
    }
    if (call.duffelVersion !== DUFFEL_VERSION) {
      throw new RequestProblem(
        400,
        'unsupported_version',
        `The Duffel-Version header must name a supported version, such as '${DUFFEL_VERSION}'`,
      );
    }
  }

  function createOfferRequest(call: FakeCall): unknown {
    requestCount += 1;
    const requestId = `orq_${String(requestCount).padStart(10, '0')}`;
    const search = readSearch(call.body, requestId, now());
    const offers = offersFor(search, settings);
    searches.set(requestId, offers);
    const inline = call.query.return_offers !== 'false';
    return { data: offerRequestOf(search, inline ? offers : undefined) };
  }

  function listOffers(call: FakeCall): { data: Offer[]; meta: unknown } {
    const { offer_request_id: requestId, limit = '50', after, sort } = call.query;
    const offers = requestId === undefined ? undefined : searches.get(requestId);
    if (!offers) throw new RequestProblem(404, 'not_found', 'The offer request does not exist');
    const asked = Number(limit);
    if (!Number.isInteger(asked) || asked < 1 || asked > MAX_PAGE_SIZE) {
      throw new RequestProblem(422, 'invalid_field', "Field 'limit' must be between 1 and 200");
    }
    const all = sorted(offers, sort);
    const start = offsetOf(after);
    const end = Math.min(start + Math.min(asked, pageSize), all.length);
    return {
      // The list never carries the services: only one offer asked by id does.
      data: all.slice(start, end).map((offer) => ({ ...offer, available_services: [] })),
      meta: { limit: asked, before: null, after: end < all.length ? cursorOf(end) : null },
    };
  }

  function getOffer(call: FakeCall, offerId: string): unknown {
    const offer = [...searches.values()].flat().find((candidate) => candidate.id === offerId);
    if (!offer) throw new RequestProblem(404, 'not_found', 'The offer does not exist');
    const withServices = call.query.return_available_services === 'true';
    return { data: withServices ? offer : { ...offer, available_services: [] } };
  }

  function answer(endpoint: FakeEndpoint, call: FakeCall, path: string): { status: number; body: unknown } {
    if (endpoint === 'offerRequests') return { status: 201, body: createOfferRequest(call) };
    if (endpoint === 'offers') return { status: 200, body: listOffers(call) };
    return { status: 200, body: getOffer(call, decodeURIComponent(path.slice('/air/offers/'.length))) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    // The SDK posts to 'air/offer_requests/'.
    const path = requestUrl.pathname.replace(/\/$/, '');
    const endpoint: FakeEndpoint | undefined =
      path === '/air/offer_requests' && request.method === 'POST'
        ? 'offerRequests'
        : path === '/air/offers' && request.method === 'GET'
          ? 'offers'
          : /^\/air\/offers\/[^/]+$/.test(path) && request.method === 'GET'
            ? 'offer'
            : undefined;
    const requestId = randomUUID();
    const json = await readJson(request);
    const call: FakeCall = {
      endpoint,
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      query: Object.fromEntries(requestUrl.searchParams),
      ...(isRecord(json) ? { body: json.data } : {}),
      authorization: request.headers.authorization,
      duffelVersion: request.headers['duffel-version'] as string | undefined,
      at: realNow(),
    };
    calls.push(call);
    if (!endpoint) throw new RequestProblem(404, 'not_found', 'No such endpoint');

    const latency = latencies.get(endpoint) ?? 0;
    if (latency > 0) await new Promise((resolve) => realSetTimeout(resolve, latency));
    const fault = takeFault(endpoint, call);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'disconnect') {
      request.socket.destroy();
      return;
    }
    if (fault?.kind === 'malformed') {
      send(response, 200, '{"data": [{"id": "off_1", "total_amount": ');
      return;
    }
    if (fault?.kind === 'gateway') {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    if (fault?.kind === 'status') {
      const headers: Record<string, string> = { 'x-request-id': requestId };
      if (fault.status === 429) {
        // HTTP dates have whole seconds: Date and the reset are taken from the same second.
        const second = Math.floor(realNow() / 1000) * 1000;
        headers.date = new Date(second).toUTCString();
        headers['ratelimit-limit'] = '120';
        headers['ratelimit-remaining'] = '0';
        headers['ratelimit-reset'] = new Date(second + (fault.resetInSeconds ?? 1) * 1000).toUTCString();
        if (fault.retryAfterSeconds !== undefined) headers['retry-after'] = String(fault.retryAfterSeconds);
      }
      send(response, fault.status, errorBody(fault.status, requestId, fault), headers);
      return;
    }

    checkAccess(call);
    if (fault?.kind === 'offers' && endpoint === 'offers') {
      const found = fault.only ? [] : listOffers(call).data;
      send(response, 200, { data: [...found, ...fault.offers], meta: { after: null } });
      return;
    }
    const { status, body } = answer(endpoint, call, path);
    send(response, status, body, { 'x-request-id': requestId });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const requestId = randomUUID();
      if (error instanceof RequestProblem) {
        send(response, error.status, errorBody(error.status, requestId, error), {
          'x-request-id': requestId,
        });
        return;
      }
      send(response, 500, errorBody(500, requestId, { message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accessToken,
    calls,
    callsTo: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    setFault: (endpoint, fault) => {
      if (fault) faults.set(endpoint, fault);
      else faults.delete(endpoint);
    },
    setLatency: (endpoint, ms) => {
      latencies.set(endpoint, ms);
    },
    setOffers: (changes) => {
      settings = { ...settings, ...changes };
    },
    setPageSize: (size) => {
      pageSize = size;
    },
    reset: () => {
      calls.length = 0;
      faults.clear();
      latencies.clear();
      searches.clear();
      settings = { ...defaultOfferSettings };
      pageSize = MAX_PAGE_SIZE;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and idle keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}
