import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_PHOTO_ORIGIN,
  hotelsAnswer,
  ratesAnswer,
  type Answer,
  type LiteApiErrorBody,
  type Query,
} from './liteapi-data';

/**
 * A fake LiteAPI v3.0 on 127.0.0.1: GET /data/hotels and POST /hotels/rates with the reference shapes, the
 * X-API-Key check, and per-endpoint latency and faults.
 */

export type FakeEndpoint = 'hotels' | 'rates';

export type FakeFault = (
  | {
      /** Answers `status` with LiteAPI's error body; `code`, `message`, `description` fill it. */
      kind: 'status';
      status: number;
      code?: number;
      message?: string;
      description?: string;
      /** The Retry-After header's value. */
      retryAfter?: string;
    }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Never answers. */
  | { kind: 'hang' }
  /** 204 No Content: search.json's "no availability found". */
  | { kind: 'noContent' }
  /** 200 with exactly this JSON body. */
  | { kind: 'body'; body: unknown }
  /** Prices in this currency, whatever was asked (rates only). */
  | { kind: 'currency'; currency: string }
) & {
  /** How many matching requests get the fault; every one when absent. */
  times?: number;
};

export interface FakeCall {
  endpoint: FakeEndpoint | undefined;
  method: string;
  path: string;
  query: Query;
  /** The parsed JSON body of a POST. */
  body?: Record<string, unknown>;
  /** The X-API-Key header. */
  apiKey?: string;
  /** The body answered with, when it was JSON. */
  answer?: unknown;
}

export interface FakeLiteApi {
  url: string;
  apiKey: string;
  calls: FakeCall[];
  callsTo(endpoint: FakeEndpoint): FakeCall[];
  setFault(endpoint: FakeEndpoint, fault: FakeFault | undefined): void;
  setLatency(endpoint: FakeEndpoint, ms: number): void;
  /** Forgets calls, faults and latencies. */
  reset(): void;
  close(): Promise<void>;
}

// Captured before any test installs fake timers, so the fake keeps real time.
const realSetTimeout = globalThis.setTimeout;

const routes: Record<string, { method: string; endpoint: FakeEndpoint }> = {
  '/v3.0/data/hotels': { method: 'GET', endpoint: 'hotels' },
  '/v3.0/hotels/rates': { method: 'POST', endpoint: 'rates' },
};

const statusMessages: Record<number, string> = {
  400: 'bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'not found',
  422: 'unprocessable entity',
  429: 'too many requests',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
};

function errorBody(status: number, code?: number, message?: string, description?: string): LiteApiErrorBody {
  return {
    error: {
      code: code ?? status,
      message: message ?? statusMessages[status] ?? 'error',
      ...(description ? { description } : {}),
    },
  };
}

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? { ...json } : undefined;
  } catch {
    return undefined;
  }
}

export interface FakeLiteApiOptions {
  apiKey?: string;
  /** Where the catalogue's photos are served from (e.g. tests/fakes/photo-server.ts); default LiteAPI's CDN. */
  photoOrigin?: string;
}

export async function startFakeLiteApi(options: FakeLiteApiOptions = {}): Promise<FakeLiteApi> {
  const apiKey = options.apiKey ?? 'sand_fake-liteapi-key';
  const photoOrigin = options.photoOrigin ?? DEFAULT_PHOTO_ORIGIN;
  const calls: FakeCall[] = [];
  const faults = new Map<FakeEndpoint, FakeFault>();
  const latencies = new Map<FakeEndpoint, number>();
  let url = '';

  /** The fault for this request, counting it against `times`. */
  function takeFault(endpoint: FakeEndpoint): FakeFault | undefined {
    const fault = faults.get(endpoint);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(endpoint);
      else faults.set(endpoint, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }

  function answer(endpoint: FakeEndpoint, call: FakeCall, fault: FakeFault | undefined): Answer {
    if (endpoint === 'hotels') return hotelsAnswer(call.query, photoOrigin);
    if (!call.body)
      return { status: 400, body: errorBody(400, 4000, 'bad request', 'body must be a JSON object') };
    return ratesAnswer(call.body, {
      photoOrigin,
      ...(fault?.kind === 'currency' ? { currency: fault.currency } : {}),
    });
  }

  /** Sends the answer and remembers its JSON body on the call. */
  function reply(
    response: ServerResponse,
    call: FakeCall,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (body !== undefined && typeof body !== 'string') call.answer = body;
    send(response, status, body, headers);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const route = routes[requestUrl.pathname];
    const text = await readBody(request);
    const header = request.headers['x-api-key'];
    const call: FakeCall = {
      endpoint: route?.endpoint,
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      query: Object.fromEntries(requestUrl.searchParams),
      ...(request.method === 'POST' ? { body: parseObject(text) } : {}),
      ...(typeof header === 'string' ? { apiKey: header } : {}),
    };
    calls.push(call);
    if (call.apiKey !== apiKey) return reply(response, call, 401, errorBody(401));
    if (!route || route.method !== request.method) return reply(response, call, 404, errorBody(404));
    const { endpoint } = route;
    const latency = latencies.get(endpoint) ?? 0;
    if (latency > 0) await new Promise((resolve) => realSetTimeout(resolve, latency));

    const fault = takeFault(endpoint);
    switch (fault?.kind) {
      case 'hang':
        return;
      case 'malformed':
        return reply(response, call, 200, '{"data": [{"hotelId": "lp1", "roomTypes": ');
      case 'noContent':
        return reply(response, call, 204);
      case 'status': {
        const body = errorBody(fault.status, fault.code, fault.message, fault.description);
        return reply(
          response,
          call,
          fault.status,
          body,
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
        );
      }
      case 'body':
        return reply(response, call, 200, fault.body);
    }
    const result = answer(endpoint, call, fault);
    reply(response, call, result.status, 'body' in result ? result.body : undefined);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, errorBody(500, 500, String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${url}/v3.0`,
    apiKey,
    calls,
    callsTo: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    setFault: (endpoint, fault) => {
      if (fault) faults.set(endpoint, fault);
      else faults.delete(endpoint);
    },
    setLatency: (endpoint, ms) => {
      latencies.set(endpoint, ms);
    },
    reset: () => {
      calls.length = 0;
      faults.clear();
      latencies.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and idle keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}
