import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/server/accounts/saved-search-cursor';
import { daysFromNow } from '../support/dates';
import { totpCode } from '../support/totp';
import { Browser, signedInUser, signIn, startAccountsServer, type NewUser } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

/*
 * Fuzzing (issue: "fast-check drives every API route with arbitrary JSON, query strings and headers: zero 5xx,
 * every error has the JSON shape"). Each route gets requests built from its valid request with fields replaced,
 * dropped or added, arbitrary JSON, broken JSON, wrong content types, oversized bodies, odd query strings and
 * header values, anonymously and with a live session. Every answer must be below 500; every error of ours must
 * be exactly `{ "error": { "code", "message" } }`, every Better Auth error JSON with a string `message`.
 */

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

/** What the requests need from the running server: its address, a signed-in user and their session. */
interface Context {
  server: TestServer;
  user: NewUser;
  /** Cookie header of a live, verified session. */
  session: string;
  /** Cookie header of a sign-in waiting for its second factor (a user with TOTP on). */
  twoFactor: string;
  savedSearchId: string;
}

type Body = Record<string, unknown>;
type RealCookie = 'session' | 'twoFactor';

interface RouteSpec {
  method: string;
  /** The path; `{savedSearchId}` stands for a saved search of the signed-in user. */
  path: string | fc.Arbitrary<string>;
  /** Valid bodies the route accepts; a route without them is fuzzed with query strings and headers only. */
  bodies?: (ctx: Context) => Body[];
  /** A valid query string. */
  query?: (ctx: Context) => Record<string, string>;
  /** The real cookies worth sending, so the handlers behind the session check run too. */
  cookies?: readonly RealCookie[];
  accepts?: readonly string[];
  runs: number;
}

// ---------------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------------

/** Characters fetch sends in a header value: Latin-1 without control characters (tab allowed). */
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09))
  .map((code) => String.fromCharCode(code));
const headerValue = fc.string({ unit: headerChar, maxLength: 60 });

/** Dates around today, at the ends of what the format allows (year 0000 exists for no database), and not dates. */
const edgeDate = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      daysFromNow(-2),
      daysFromNow(-1),
      daysFromNow(0),
      daysFromNow(1),
      daysFromNow(400),
      daysFromNow(36_500),
      '2000-02-29',
      '2100-02-29',
      '2024-13-01',
      '2024-02-30',
      '+275760-09-13',
      '2030-01-01T00:00:00Z',
    ),
  },
);
const edgeString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ana\u0000Traveller',
    '\t\n',
    '\\',
    '"',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '%E0%A4%A',
    '\uffff',
    '\ud800',
    '😀'.repeat(60),
    'x'.repeat(10_000),
    'BEG',
    ' cdg ',
    'beg',
    'USD',
    'EUR',
    'en',
    'ECONOMY',
    'a@b.co',
    'traveller@example.com',
    'http://evil.example/x',
    '//evil.example',
    'javascript:alert(1)',
    '/auth?verified=1',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);
const edgeNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    1.005,
    1e-300,
    5e-324,
    1e21,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    8,
    9,
    10,
    17,
    18,
    30,
    31,
    9_999_999.995,
    10_000_000,
    10_000_000.01,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Values to put in a field: the edges that break validation, and anything JSON can carry. */
const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 2, arbitrary: edgeDate },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.array(edgeNumber, { maxLength: 12 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Characters that break text handling: NUL (PostgreSQL text cannot hold it), lone surrogates, controls. */
const hostileChar = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '\ud800',
      '\udfff',
      '\uffff',
      '\ufeff',
      '\u202e',
      '\u0007',
      '\u001b[31m',
      '\u0301',
      '😀',
      '%00',
      '\\',
      '"',
      "'",
      '<',
      '\n',
    ),
  },
);
const lengths = [
  0, 1, 2, 3, 99, 100, 101, 119, 120, 121, 127, 128, 129, 199, 200, 201, 255, 256, 1_000, 1_001,
];
const isDateText = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The valid text with an odd character inside: still valid for free-text fields, so it reaches storage. */
const spliced = (value: string) =>
  fc
    .tuple(hostileChar, fc.nat({ max: value.length }))
    .map(([char, at]) => value.slice(0, at) + char + value.slice(at));

/** A value of the same kind as a valid one, at its edges: long, short, odd dates, odd numbers. */
function sameKindEdge(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    if (isDateText(value)) return edgeDate;
    return fc.oneof(
      fc.constantFrom(...lengths).map((length) => (value || 'x').padEnd(length, 'x').slice(0, length)),
      fc.constantFrom(value.toLowerCase(), ` ${value} `, `${value}${value}`),
      edgeString,
    );
  }
  if (typeof value === 'number') return edgeNumber;
  if (typeof value === 'boolean') return fc.constantFrom(!value, 'true', 1, 0, null);
  if (Array.isArray(value)) {
    return fc.oneof(
      fc.array(edgeNumber, { maxLength: 12 }),
      fc.array(fc.integer({ min: -1, max: 18 }), { maxLength: 11 }),
    );
  }
  return edgeValue;
}

type Mutation = { drop: string } | { key: string; to: unknown };

function applyMutations(base: Body, mutations: Mutation[]): Body {
  const fields = new Map(Object.entries(base));
  for (const change of mutations) {
    if ('drop' in change) fields.delete(change.drop);
    else fields.set(change.key, change.to);
  }
  // fromEntries makes `__proto__` an own field, as JSON.parse on the server does.
  return Object.fromEntries(fields);
}

/**
 * A valid body with one field changed (odd characters spliced into text, a value of the same kind at its
 * edges, anything at all, the field gone, a field added), or a few such changes at once: where gaps between
 * validation and what the code behind it can take show.
 */
function almostValid(bodies: Body[]): fc.Arbitrary<Body> {
  const otherKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'toString', '', 'id', 'userId'),
    fc.string({ maxLength: 12 }),
  );
  return fc.constantFrom(...bodies).chain((base) => {
    const keys = Object.keys(base);
    const textKeys = keys.filter((key) => typeof base[key] === 'string' && !isDateText(base[key]));
    const changes: fc.WeightedArbitrary<Mutation>[] = [
      { weight: 1, arbitrary: fc.record({ key: otherKey, to: edgeValue }) },
    ];
    if (textKeys.length) {
      const spliceText = fc
        .constantFrom(...textKeys)
        .chain((key) => spliced(String(base[key])).map((to) => ({ key, to })));
      changes.push({ weight: 4, arbitrary: spliceText });
    }
    if (keys.length) {
      const field = fc.constantFrom(...keys);
      changes.push(
        { weight: 4, arbitrary: field.chain((key) => sameKindEdge(base[key]).map((to) => ({ key, to }))) },
        { weight: 1, arbitrary: fc.record({ key: field, to: edgeValue }) },
        { weight: 1, arbitrary: fc.record({ drop: field }) },
      );
    }
    const change = fc.oneof(...changes);
    return fc
      .oneof(
        { weight: 3, arbitrary: change.map((one) => [one]) },
        { weight: 1, arbitrary: fc.array(change, { minLength: 2, maxLength: 4 }) },
      )
      .map((mutations) => applyMutations(base, mutations));
  });
}

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,]',
    "{'a':1}",
    'nul',
    '{"a":1}}',
    '\u0000',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":1e99999}',
    '"\\x41"',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
    // Valid JSON, nested deeper than any recursive walk survives.
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

/** Bodies near the 64 KB limit, over it (413) and under it. */
const bulkyBody = (bodies: Body[]) =>
  fc
    .tuple(
      fc.constantFrom(...bodies),
      fc.constantFrom(...Object.keys({ padding: '', ...bodies[0] })),
      fc.integer({ min: 1_000, max: 70_000 }),
    )
    .map(([base, key, size]) => JSON.stringify({ ...base, [key]: 'x'.repeat(size) }));

function bodyText(bodies: Body[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 10, arbitrary: almostValid(bodies).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constantFrom(...bodies).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: brokenJson },
    { weight: 1, arbitrary: bulkyBody(bodies) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/jsonp',
      'application/x-ndjson',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=----fuzz',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: headerValue },
);

const queryText = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '%%',
    '%ZZ',
    '%E0%A4%A',
    '%C0%80',
    '%00',
    '%uD800',
    '+',
    'a+b',
    '[]',
    '[0]=1',
    '..',
    'x'.repeat(2_000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 20 }),
);

/** Query strings: the valid one, it altered, arbitrary dictionaries, raw text with repeated keys and escapes. */
function queryString(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), queryText) : queryText;
  const altered = fc
    .array(fc.tuple(key, fc.oneof(queryText, edgeDate)), { minLength: 1, maxLength: 3 })
    .map((pairs) => {
      const params = new URLSearchParams(valid);
      for (const [name, value] of pairs) params.append(name, value);
      return params.toString();
    });
  const replaced = fc.tuple(key, queryText).map(([name, value]) => {
    const params = new URLSearchParams(valid);
    params.set(name, value);
    return params.toString();
  });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(new URLSearchParams(valid).toString()) },
    { weight: 2, arbitrary: replaced },
    { weight: 1, arbitrary: altered },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(queryText, queryText, { maxKeys: 4 })
        .map((entries) => new URLSearchParams(entries).toString()),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(key, queryText), { maxLength: 5 })
        .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&')),
    },
  );
}

type CookiePlan =
  { real: RealCookie; junk?: string } | { name: string; value: string } | { raw: string } | { none: true };

function cookiePlan(real: readonly RealCookie[]): fc.Arbitrary<CookiePlan> {
  const choices: fc.WeightedArbitrary<CookiePlan>[] = [
    { weight: 2, arbitrary: fc.constant({ none: true }) },
    {
      weight: 1,
      arbitrary: fc.record({
        name: fc.constantFrom(
          'tripfit.session_token',
          'tripfit.session_data',
          'tripfit.two_factor',
          'tripfit.trust_device',
          'tripfit.dont_remember',
        ),
        value: fc.oneof(headerValue, fc.constantFrom('%', '%E0%A4%A', '"', '.', 'a.b', 'x'.repeat(4_000))),
      }),
    },
    { weight: 1, arbitrary: fc.record({ raw: headerValue }) },
  ];
  if (real.length) {
    choices.push(
      { weight: 6, arbitrary: fc.record({ real: fc.constantFrom(...real) }) },
      { weight: 1, arbitrary: fc.record({ real: fc.constantFrom(...real), junk: headerValue }) },
    );
  }
  return fc.oneof(...choices);
}

/** `fresh`: an address of its own, so per-client limits do not answer every request with 429. */
const clientPlan = fc.oneof(
  { weight: 8, arbitrary: fc.constant('fresh') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      'unknown',
      '::1',
      '1.2.3.4, 5.6.7.8',
      ', ,',
      '999.999.999.999',
      '[::1]:80',
      'fe80::1%eth0',
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

const originPlan = fc.oneof(
  { weight: 8, arbitrary: fc.constant('own') },
  { weight: 1, arbitrary: fc.constant('none') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('null', 'https://evil.example', 'http://localhost:3000', 'own/', 'file://'),
  },
  { weight: 1, arbitrary: headerValue },
);

const acceptPlan = (accepts: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(undefined, 'application/json', '*/*', ...accepts) },
    { weight: 1, arbitrary: fc.constantFrom('text/html', 'application/x-ndjson;q=0', 'image/*') },
    { weight: 1, arbitrary: headerValue },
  );

const authorizationPlan = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(`Bearer ${METRICS_TOKEN}`) },
  { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'Basic Og==', `Bearer ${METRICS_TOKEN}x`) },
  { weight: 1, arbitrary: headerValue },
);

/** Everything around the body: headers and the client address. */
interface Envelope {
  contentType: string | undefined;
  accept: string | undefined;
  origin: string;
  cookie: CookiePlan;
  client: string;
  authorization: string | undefined;
}

interface Plan {
  method: string;
  path: string;
  query: string;
  body: string | undefined;
  envelope: Envelope;
}

/**
 * Mostly a browser's own request (JSON, the site's Origin, the session cookie, a client of its own), so the
 * body reaches the handler; otherwise every header fuzzed.
 */
function envelopePlan(spec: RouteSpec): fc.Arbitrary<Envelope> {
  const real = spec.cookies ?? [];
  const browser = fc.record({
    contentType: fc.constant('application/json'),
    accept: fc.constantFrom(undefined, ...(spec.accepts ?? [])),
    origin: fc.constant('own'),
    cookie: real.length
      ? fc.record({ real: fc.constantFrom(...real) })
      : fc.constant({ none: true as const }),
    client: fc.constant('fresh'),
    authorization: fc.constant(undefined),
  });
  const fuzzed = fc.record({
    contentType,
    accept: acceptPlan(spec.accepts ?? []),
    origin: originPlan,
    cookie: cookiePlan(real),
    client: clientPlan,
    authorization: authorizationPlan,
  });
  return fc.oneof({ weight: 3, arbitrary: browser }, { weight: 1, arbitrary: fuzzed });
}

function requestPlan(spec: RouteSpec, ctx: Context, method = fc.constant(spec.method)): fc.Arbitrary<Plan> {
  const bodies = spec.bodies?.(ctx);
  return fc.record({
    method,
    path: typeof spec.path === 'string' ? fc.constant(spec.path) : spec.path,
    query: fc.oneof(
      { weight: spec.query ? 1 : 3, arbitrary: fc.constant('') },
      { weight: spec.query ? 4 : 1, arbitrary: queryString(spec.query?.(ctx) ?? {}) },
    ),
    body: bodies ? bodyText(bodies) : fc.constant(undefined),
    envelope: envelopePlan(spec),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Sending and checking
// ---------------------------------------------------------------------------------------------------------

let clients = 0;
const freshClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

function cookieHeader(plan: CookiePlan, ctx: Context): string | undefined {
  if ('none' in plan) return undefined;
  if ('raw' in plan) return plan.raw;
  if ('name' in plan) return `${plan.name}=${plan.value}`;
  const real = plan.real === 'session' ? ctx.session : ctx.twoFactor;
  return plan.junk === undefined ? real : `${real}; ${plan.junk}`;
}

const NO_BODY = new Set(['GET', 'HEAD']);

function toRequest(plan: Plan, ctx: Context): { url: string; init: RequestInit } {
  const own = ctx.server.url;
  const { envelope } = plan;
  const headers: Record<string, string> = {
    'x-forwarded-for': envelope.client === 'fresh' ? freshClient() : envelope.client,
  };
  if (envelope.origin !== 'none') headers.origin = envelope.origin.replace(/^own/, own);
  if (envelope.accept !== undefined) headers.accept = envelope.accept;
  if (envelope.authorization !== undefined) headers.authorization = envelope.authorization;
  const cookie = cookieHeader(envelope.cookie, ctx);
  if (cookie !== undefined) headers.cookie = cookie;
  const body = NO_BODY.has(plan.method) ? undefined : plan.body;
  if (body !== undefined && envelope.contentType !== undefined)
    headers['content-type'] = envelope.contentType;
  const path = plan.path.replace('{savedSearchId}', ctx.savedSearchId);
  return {
    url: `${own}${path}${plan.query ? `?${plan.query}` : ''}`,
    init: { method: plan.method, headers, body, redirect: 'manual' },
  };
}

/** Better Auth's own 4xx answers that are not JSON, to report (its shape is not ours to patch). */
const nonJsonAuthErrors = new Map<string, number>();

function isOurError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  if (keys.length !== 1 || !('error' in body)) return false;
  const { error } = body;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return false;
  return (
    Object.keys(error).sort().join() === 'code,message' &&
    'code' in error &&
    'message' in error &&
    typeof error.code === 'string' &&
    error.code.trim() !== '' &&
    typeof error.message === 'string' &&
    error.message.trim() !== ''
  );
}

function hasMessage(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message !== ''
  );
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Who answers a URL: Better Auth, our API (/api, /metrics), or the SPA (its pages, with their own 404). */
function ownerOf(url: string): 'better-auth' | 'api' | 'spa' {
  // The path as sent: fetch resolved dot segments ('/api/../x' is '/x').
  const { pathname } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: Hono matches the raw path then.
  }
  if (path === '/api/auth' || path.startsWith('/api/auth/')) return 'better-auth';
  if (path === '/api' || path.startsWith('/api/') || pathname === '/metrics') return 'api';
  return 'spa';
}

async function exchange(plan: Plan, ctx: Context): Promise<void> {
  const { url, init } = toRequest(plan, ctx);
  // A fetch that throws here (e.g. "fetch failed") means the server dropped the connection: a failure too.
  const response = await fetch(url, init);
  const text = await response.text();
  const { status } = response;
  const type = response.headers.get('content-type') ?? '';
  const seen = `${init.method} ${url} → ${status} ${type} ${text.slice(0, 300)}`;

  expect(status, seen).toBeLessThan(500);
  if (type.includes('application/x-ndjson') && status === 200) {
    // A streamed search reports a failure as its last line, with the status the JSON answer would have had.
    for (const line of text.split('\n').filter(Boolean)) {
      const event = JSON.parse(line) as { type: string; status?: number; error?: unknown };
      if (event.type === 'error') {
        expect(event.status, seen).toBeLessThan(500);
        expect(isOurError({ error: event.error }), seen).toBe(true);
      }
    }
  }
  const owner = ownerOf(url);
  if (status < 400 || init.method === 'HEAD' || owner === 'spa') return;

  const parsed = parseJson(text);
  if (owner === 'better-auth') {
    if (!type.includes('json') || !parsed.ok) {
      const key = `${status} ${init.method} ${new URL(url).pathname} (${type || 'no content-type'})`;
      nonJsonAuthErrors.set(key, (nonJsonAuthErrors.get(key) ?? 0) + 1);
      return;
    }
    // Better Auth's own errors are `{ code?, message }`; ours in front of it (404, 413, 403) the API shape.
    expect(isOurError(parsed.value) || hasMessage(parsed.value), seen).toBe(true);
    return;
  }
  expect(type, seen).toContain('application/json');
  expect(parsed.ok && isOurError(parsed.value), seen).toBe(true);
}

// ---------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------

const roundTripSearch = (): Body => ({
  budget: 3000,
  currency: 'EUR',
  from: 'BEG',
  fromName: 'Belgrade Nikola Tesla Airport (BEG)',
  to: 'CDG',
  toName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(37),
  flightAdults: 2,
  flightChildren: 1,
  cabinClass: 'ECONOMY',
  directFlights: false,
  isOneWay: false,
  where: 'Paris',
  whereCode: 'PAR',
  checkIn: daysFromNow(30),
  checkOut: daysFromNow(37),
  hotelAdults: 2,
  hotelChildren: 1,
  childrenAges: [7],
  rooms: 1,
});

const oneWaySearch = (): Body => ({
  budget: 800,
  currency: 'USD',
  from: 'LHR',
  to: 'JFK',
  departureDate: daysFromNow(10),
  isOneWay: true,
});

const wrongPassword = { password: 'not my password' };
const signedIn: readonly RealCookie[] = ['session'];
const twoFactorCookies: readonly RealCookie[] = ['session', 'twoFactor'];

const idSegment = fc.oneof(
  fc.constantFrom(
    '{savedSearchId}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%',
    '%E0%A4%A',
    '%00',
    '%2F',
    '..%2F..',
    'x'.repeat(300),
    '1',
    '-1',
    'null',
  ),
  fc.uuid(),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
);

const routes: Record<string, RouteSpec> = {
  'GET /api/health': { method: 'GET', path: '/api/health', runs: 30 },
  'GET /api/ready': { method: 'GET', path: '/api/ready', runs: 30 },
  'GET /api/config': { method: 'GET', path: '/api/config', runs: 30 },
  'GET /api/openapi.json': { method: 'GET', path: '/api/openapi.json', runs: 20 },
  'GET /api/dev/outbox': { method: 'GET', path: '/api/dev/outbox', runs: 30 },
  'GET /metrics': { method: 'GET', path: '/metrics', accepts: ['text/plain'], runs: 30 },
  'GET /api/locations': {
    method: 'GET',
    path: '/api/locations',
    query: () => ({ keyword: 'lon', type: 'city' }),
    runs: 80,
  },
  'POST /api/search': {
    method: 'POST',
    path: '/api/search',
    bodies: () => [roundTripSearch(), oneWaySearch()],
    accepts: ['application/x-ndjson', 'application/x-ndjson, application/json'],
    runs: 100,
  },
  'GET /api/profile': { method: 'GET', path: '/api/profile', cookies: signedIn, runs: 40 },
  'PUT /api/profile': {
    method: 'PUT',
    path: '/api/profile',
    bodies: () => [{ fullName: 'Ana Traveller', preferredCurrency: 'EUR', preferredLanguage: 'es' }],
    cookies: signedIn,
    runs: 80,
  },
  'GET /api/profile/export': { method: 'GET', path: '/api/profile/export', cookies: signedIn, runs: 30 },
  'DELETE /api/account': {
    method: 'DELETE',
    path: '/api/account',
    bodies: () => [wrongPassword],
    cookies: signedIn,
    runs: 40,
  },
  'GET /api/saved-searches': {
    method: 'GET',
    path: '/api/saved-searches',
    query: () => ({
      limit: '5',
      cursor: encodeCursor({
        createdAt: '2030-01-01T00:00:00.000000Z',
        id: '0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01',
      }),
    }),
    cookies: signedIn,
    runs: 60,
  },
  'POST /api/saved-searches': {
    method: 'POST',
    path: '/api/saved-searches',
    bodies: () => [
      { ...savedSearchInput() },
      {
        ...savedSearchInput({
          isOneWay: true,
          returnDate: undefined,
          accommodationChildren: 0,
          childrenAges: [],
        }),
      },
    ],
    cookies: signedIn,
    runs: 150,
  },
  'DELETE /api/saved-searches/:id': {
    method: 'DELETE',
    path: idSegment.map((id) => `/api/saved-searches/${id}`),
    cookies: signedIn,
    runs: 60,
  },
  'POST /api/contact': {
    method: 'POST',
    path: '/api/contact',
    bodies: () => [
      {
        name: 'Ana Traveller',
        email: 'ana@example.com',
        subject: 'feedback',
        message: 'The budget slider made planning our family trip so much easier. Thank you!',
      },
    ],
    runs: 100,
  },
  'POST /api/client-errors': {
    method: 'POST',
    path: '/api/client-errors',
    bodies: () => [
      {
        message: 'Cannot read properties of undefined (reading "totalPrice")',
        stack: 'TypeError: Cannot read properties of undefined\n    at DealCard (deal-card.tsx:42:17)',
        path: '/results?from=BEG&to=CDG',
      },
    ],
    runs: 60,
  },
  'POST /api/auth/sign-up/email': {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    bodies: () => [
      {
        name: 'Fuzz Traveller',
        email: 'fuzz-sign-up@example.com',
        password: 'correct horse battery',
        preferredCurrency: 'GBP',
        preferredLanguage: 'fr',
        callbackURL: '/auth?verified=1',
      },
    ],
    runs: 40,
  },
  'POST /api/auth/sign-in/email': {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    bodies: (ctx) => [{ email: ctx.user.email, ...wrongPassword, rememberMe: true, callbackURL: '/' }],
    runs: 40,
  },
  // Never with the live session: signing it out would leave the other routes only the anonymous path.
  'POST /api/auth/sign-out': { method: 'POST', path: '/api/auth/sign-out', bodies: () => [{}], runs: 30 },
  'GET /api/auth/get-session': {
    method: 'GET',
    path: '/api/auth/get-session',
    query: () => ({ disableCookieCache: 'true' }),
    cookies: signedIn,
    runs: 40,
  },
  'POST /api/auth/request-password-reset': {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    bodies: (ctx) => [{ email: ctx.user.email, redirectTo: '/auth?reset=1' }],
    runs: 40,
  },
  'POST /api/auth/reset-password': {
    method: 'POST',
    path: '/api/auth/reset-password',
    bodies: () => [{ newPassword: 'a brand new password', token: 'not-a-real-token' }],
    runs: 40,
  },
  'GET /api/auth/reset-password/:token': {
    method: 'GET',
    path: idSegment.map((token) => `/api/auth/reset-password/${token}`),
    query: () => ({ callbackURL: '/auth?reset=1' }),
    runs: 40,
  },
  'GET /api/auth/verify-email': {
    method: 'GET',
    path: '/api/auth/verify-email',
    query: () => ({ token: 'not-a-real-token', callbackURL: '/auth?verified=1' }),
    cookies: signedIn,
    runs: 40,
  },
  'POST /api/auth/send-verification-email': {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    bodies: (ctx) => [{ email: ctx.user.email, callbackURL: '/auth?verified=1' }],
    cookies: signedIn,
    runs: 40,
  },
  'POST /api/auth/two-factor/enable': {
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    bodies: () => [{ ...wrongPassword, issuer: 'TripFit' }],
    cookies: signedIn,
    runs: 30,
  },
  'POST /api/auth/two-factor/disable': {
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    bodies: () => [wrongPassword],
    cookies: signedIn,
    runs: 30,
  },
  'POST /api/auth/two-factor/get-totp-uri': {
    method: 'POST',
    path: '/api/auth/two-factor/get-totp-uri',
    bodies: () => [wrongPassword],
    cookies: signedIn,
    runs: 30,
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    method: 'POST',
    path: '/api/auth/two-factor/generate-backup-codes',
    bodies: () => [wrongPassword],
    cookies: signedIn,
    runs: 30,
  },
  'POST /api/auth/two-factor/verify-totp': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    bodies: () => [{ code: '000000', trustDevice: true }],
    cookies: twoFactorCookies,
    runs: 40,
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    bodies: () => [{ code: 'AAAAA-BBBBB', trustDevice: false, disableSession: false }],
    cookies: twoFactorCookies,
    runs: 40,
  },
  'POST /api/auth/two-factor/send-otp': {
    method: 'POST',
    path: '/api/auth/two-factor/send-otp',
    bodies: () => [{ trustDevice: true }],
    cookies: twoFactorCookies,
    runs: 30,
  },
  'POST /api/auth/two-factor/verify-otp': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-otp',
    bodies: () => [{ code: '000000', trustDevice: true }],
    cookies: twoFactorCookies,
    runs: 30,
  },
};

/** Every path, but sign-out: these requests carry the live session, which it would end. */
const knownPaths = [
  ...new Set(Object.values(routes).flatMap((spec) => (typeof spec.path === 'string' ? [spec.path] : []))),
  '/api/saved-searches/{savedSearchId}',
  '/api/auth/reset-password/x',
].filter((path) => path !== '/api/auth/sign-out');

const pathSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%00',
    '%2F',
    'api',
    'auth',
    '',
    'x'.repeat(300),
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9%._~-]{1,12}$/),
);

/** Paths no route has (under /api, /api/auth, after a known path) and methods a known path does not take. */
const unknownRoutes: RouteSpec = {
  method: 'GET',
  path: fc.oneof(
    fc.constantFrom(...knownPaths),
    fc
      .tuple(
        fc.constantFrom('/api', '/api/auth', '/api/auth/two-factor', ...knownPaths),
        fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
      )
      .map(([base, segments]) => `${base}/${segments.join('/')}`),
  ),
  bodies: () => [{ hello: 'world' }],
  cookies: signedIn,
  runs: 150,
};
const anyMethod = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'PURGE',
);

// ---------------------------------------------------------------------------------------------------------

describe('API fuzzing: zero 5xx, every error in the JSON shape', () => {
  let ctx: Context;

  beforeAll(async () => {
    const server = await startAccountsServer(pglite, { METRICS_TOKEN });
    try {
      const { browser, user } = await signedInUser(server);
      const saved = await browser.request('/api/saved-searches', { json: savedSearchInput() });
      expect(saved.status).toBe(201);
      const { id: savedSearchId } = (await saved.json()) as { id: string };

      // A second user with TOTP on, signed in up to the second factor: the two_factor cookie.
      const second = await signedInUser(server);
      const enable = await second.browser.request('/api/auth/two-factor/enable', {
        json: { password: second.user.password },
      });
      const { totpURI } = (await enable.json()) as { totpURI: string };
      const verify = await second.browser.request('/api/auth/two-factor/verify-totp', {
        json: { code: totpCode(totpURI) },
      });
      expect(verify.status).toBe(200);
      const device = new Browser(server);
      expect((await signIn(device, second.user)).status).toBe(200);
      expect(device.jar.has('tripfit.two_factor')).toBe(true);

      ctx = { server, user, session: browser.jar.header(), twoFactor: device.jar.header(), savedSearchId };
    } catch (error) {
      await server.stop();
      throw error;
    }
  });

  afterAll(async () => {
    if (nonJsonAuthErrors.size) {
      console.warn(
        'Better Auth answered these 4xx without a JSON body:',
        Object.fromEntries(nonJsonAuthErrors),
      );
    }
    await ctx?.server.stop();
  });

  it.each(Object.entries(routes))('%s', async (_name, spec) => {
    await fc.assert(
      fc.asyncProperty(requestPlan(spec, ctx), (plan) => exchange(plan, ctx)),
      { numRuns: spec.runs, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('unknown paths and methods', async () => {
    await fc.assert(
      fc.asyncProperty(requestPlan(unknownRoutes, ctx, anyMethod), (plan) => exchange(plan, ctx)),
      { numRuns: unknownRoutes.runs, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('kept the session alive, so the signed-in handlers were fuzzed', async () => {
    const response = await fetch(`${ctx.server.url}/api/profile`, { headers: { cookie: ctx.session } });
    expect(response.status).toBe(200);
  });
});
