import { randomUUID } from 'node:crypto';
import type { RouterRoute } from 'hono/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '../../src/core/api/account';
import { errorBodySchema } from '../../src/core/api/error-body';
import { locationMatchesSchema } from '../../src/core/api/locations';
import { savedSearchPageSchema, savedSearchSchema } from '../../src/core/api/saved-searches';
import { searchResultSchema } from '../../src/core/api/search';
import { watchedTripsSchema } from '../../src/core/api/trip-watches';
import { apiOperations, type OperationShapes } from '../../src/core/api/operations';
import { createApp } from '../../src/server/app';
import { contractOf, describeRoute, type RouteContract } from '../../src/server/openapi/describe-route';
import { openApiDocument } from '../../src/server/openapi/document';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { redoclyLint } from './helpers/redocly-lint';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startAccountsServer(pglite);
    const response = await server.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('describes every route of the API, each $ref resolving to a component', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/health',
        '/api/ready',
        '/api/config',
        '/api/locations',
        '/api/locations/popular',
        '/api/search',
        '/api/search/date-grid',
        '/api/explore',
        '/api/profile',
        '/api/profile/export',
        '/api/account',
        '/api/saved-searches',
        '/api/saved-searches/{id}',
        '/api/saved-searches/{id}/watch',
        '/api/watches',
        '/api/watches/unsubscribe',
        '/api/contact',
        '/api/client-errors',
        '/api/openapi.json',
        '/api/dev/outbox',
        '/metrics',
      ].sort(),
    );
    const components = Object.keys(document.components.schemas);
    for (const ref of refsIn(document)) {
      expect(components).toContain(ref.replace('#/components/schemas/', ''));
    }
  });

  it('passes redocly lint with its recommended rules: no error, no warning', async () => {
    expect(await redoclyLint(document)).toEqual([]);
  }, 60_000);

  it('names every operation once and declares its security, public ones with none needed', () => {
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { operationId?: string; security?: unknown[] }>),
    );
    const names = operations.map((operation) => operation.operationId);
    expect(new Set(names).size).toBe(operations.length);
    for (const operation of operations) expect(operation.security).toBeDefined();
  });

  it('takes the request schemas from the zod schemas the routes validate with', () => {
    const search = document.components.schemas.SearchRequest;
    expect(search?.required).toEqual(
      expect.arrayContaining(['budget', 'currency', 'from', 'to', 'departureDate']),
    );
    expect(search?.properties?.budget).toMatchObject({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10_000_000,
    });
    expect(document.components.schemas.ContactMessage?.properties?.message).toMatchObject({
      minLength: 10,
      maxLength: 1000,
    });
  });

  it('describes the saved-search pages and the limit on saving', () => {
    const savedSearches = document.paths['/api/saved-searches'] as Record<
      string,
      { parameters?: { name: string; schema: unknown }[]; responses: Record<string, unknown> }
    >;
    expect(savedSearches.get?.parameters).toEqual([
      expect.objectContaining({
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      }),
      expect.objectContaining({ name: 'cursor', schema: { type: 'string' } }),
    ]);
    expect(Object.keys(savedSearches.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    expect(Object.keys(savedSearches.post?.responses ?? {})).toContain('409');
    expect(document.components.schemas.SavedSearchPage?.required).toEqual(['data', 'nextCursor']);
  });

  it('publishes response shapes the real answers match', async () => {
    const locations = await server.fetch('/api/locations?keyword=paris');
    expect(locationMatchesSchema.parse(await locations.json()).data.length).toBeGreaterThan(0);

    const search = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        budget: 3000,
        currency: 'EUR',
        from: 'BEG',
        to: 'CDG',
        departureDate: daysFromNow(30),
        returnDate: daysFromNow(34),
      }),
    });
    expect(search.status).toBe(200);
    expect(searchResultSchema.parse(await search.json()).deals.length).toBeGreaterThan(0);

    const { browser } = await signedInUser(server);
    profileSchema.parse(await (await browser.request('/api/profile')).json());
    const saved = await browser.request('/api/saved-searches', { json: savedSearchInput() });
    expect(saved.status).toBe(201);
    const { id } = savedSearchSchema.strict().parse(await saved.json());
    const page = await browser.request('/api/saved-searches?limit=1');
    expect(page.status).toBe(200);
    expect(savedSearchPageSchema.strict().parse(await page.json()).data).toHaveLength(1);
    const watched = await browser.request(`/api/saved-searches/${id}/watch`, {
      method: 'PUT',
      json: { watching: true },
    });
    expect(savedSearchSchema.strict().parse(await watched.json()).watch.watching).toBe(true);
    const watches = await browser.request('/api/watches');
    expect(watchedTripsSchema.strict().parse(await watches.json()).data).toHaveLength(1);

    const refused = await server.fetch('/api/profile');
    expect(refused.status).toBe(401);
    errorBodySchema.parse(await refused.json());
  });

  it('describes exactly the API routes the app serves, and serves every path it describes', () => {
    /** "GET /api/saved-searches/{id}" for each handler of app.routes; app.use's middleware answers ALL. */
    const served = new Set(
      createApp(server.services)
        .routes.filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Better Auth's own routes are described by it, not here; the SPA's pages are no API.
    const api = [...served].filter((route) => / \/api\//.test(route) && !route.includes(' /api/auth/'));
    expect(described.filter((route) => / \/api\//.test(route)).sort()).toEqual(api.sort());
    for (const route of described) expect(served).toContain(route);
  });

  it('has each route serve one operation of core/api/operations.ts, whose shapes the document shows', () => {
    const operations: Record<string, Record<string, OperationShapes>> = apiOperations;
    const served = createApp(server.services).routes.flatMap((route) => {
      const contract = contractOf(route.handler);
      return contract ? [`${contract.operation.method.toUpperCase()} ${contract.operation.path}`] : [];
    });
    const named = Object.entries(operations).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(named.sort());
    // The document reads each operation's shapes, not a second copy in the route.
    const search = document.paths['/api/search']?.post;
    expect(refsIn(search?.requestBody)).toEqual(['#/components/schemas/SearchRequest']);
    expect(refsIn(search?.responses[200])).toContain('#/components/schemas/SearchResult');
  });

  it('refuses to describe a route that names another path’s operation, or names its success’s JSON again', () => {
    const registered = (contract: RouteContract, path = '/api/search'): RouterRoute[] => [
      { basePath: '/api', method: 'POST', path, handler: describeRoute(contract) },
    ];
    const contract: RouteContract = {
      operation: { path: '/api/search', method: 'post' },
      operationId: 'searchDeals',
      summary: 'Deals',
      responses: { 200: { description: 'Deals' } },
    };
    expect(() => openApiDocument(registered(contract), daysFromNow(0), 'http://localhost')).not.toThrow();
    expect(() =>
      openApiDocument(registered(contract, '/api/search/date-grid'), daysFromNow(0), 'http://localhost'),
    ).toThrow('says it serves POST /api/search');
    const twice = { ...contract, responses: { 200: { description: 'Deals', json: searchResultSchema } } };
    expect(() => openApiDocument(registered(twice), daysFromNow(0), 'http://localhost')).toThrow(
      "the operation's answer",
    );
  });

  it('marks as needing the session exactly the routes that refuse a signed-out caller', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { security?: unknown[] }>).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        signedIn: (operation.security ?? []).length > 0,
      })),
    );
    expect(operations.filter((operation) => operation.signedIn).length).toBeGreaterThan(0);
    for (const { method, path, signedIn } of operations) {
      const url = path.replace(/\{\w+\}/g, randomUUID());
      // An empty body: a public route refuses it as invalid (400), never as signed out.
      const body = method === 'GET' ? undefined : '{}';
      const response = await server.fetch(url, {
        method,
        headers: { 'content-type': 'application/json', origin: server.url },
        body,
      });
      expect({ route: `${method} ${path}`, signedOut: response.status === 401 }).toEqual({
        route: `${method} ${path}`,
        signedOut: signedIn,
      });
    }
  });
});
