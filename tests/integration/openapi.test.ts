import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  locationSchema,
  profileSchema,
  savedSearchPageSchema,
  savedSearchSchema,
  watchedTripsSchema,
  searchResultSchema,
} from '../../src/server/openapi/response-schemas';
import { daysFromNow } from '../support/dates';
import { signedInUser, startAccountsServer } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
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
        '/metrics',
      ].sort(),
    );
    const components = Object.keys(document.components.schemas);
    for (const ref of refsIn(document)) {
      expect(components).toContain(ref.replace('#/components/schemas/', ''));
    }
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
    z.object({ data: z.array(locationSchema).min(1) }).parse(await locations.json());

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
});
