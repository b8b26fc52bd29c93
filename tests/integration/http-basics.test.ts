import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { createTempDir, databaseBackends, type Resource } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** A stand-in for the built SPA, so these tests do not depend on `vite build`. */
async function createWebFolder(): Promise<Resource<string>> {
  const dir = await createTempDir();
  await mkdir(path.join(dir.value, 'assets'));
  await writeFile(path.join(dir.value, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir.value, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(dir.value, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('HTTP basics', () => {
  let server: TestServer;
  let web: Resource<string>;

  beforeAll(async () => {
    web = await createWebFolder();
    server = await startTestServer(pglite, { SUPPORT_EMAIL: 'help@tripfit.test' }, { webFolder: web.value });
  });
  afterAll(async () => {
    await server.stop();
    await web.cleanup();
  });

  it('compresses JSON and pages for clients that accept it, but leaves the search stream event by event', async () => {
    const document = await server.fetch('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(document.headers.get('Content-Encoding')).toBe('gzip');
    expect(document.headers.get('Vary')).toContain('Accept-Encoding');
    expect((await document.json()) as object).toHaveProperty('openapi', '3.1.0');
    const page = await server.fetch('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');

    const stream = await server.fetch('/api/search', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
        'Accept-Encoding': 'gzip',
        origin: server.url,
      },
      body: JSON.stringify({
        budget: 3000,
        currency: 'EUR',
        from: 'BEG',
        to: 'CDG',
        departureDate: daysFromNow(30),
        returnDate: daysFromNow(34),
      }),
    });
    expect(stream.headers.get('Content-Type')).toContain('application/x-ndjson');
    expect(stream.headers.get('Content-Encoding')).toBeNull();
    expect((await stream.text()).split('\n').filter(Boolean).length).toBeGreaterThan(1);
  });

  it('reports liveness', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness with the database checked', async () => {
    const response = await server.fetch('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await server.fetch('/api/does-not-exist?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/does-not-exist.' },
    });
  });

  it('answers unknown API routes with JSON for every method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await server.fetch('/api/nothing-here', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('rejects a malformed JSON body with a 400 in the error shape', async () => {
    const response = await server.fetch('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"budget": 1500,',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('rejects an oversized body with a 413 in the error shape', async () => {
    const response = await server.fetch('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('gives every response a request id, keeping a caller-supplied one', async () => {
    const generated = await server.fetch('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const supplied = await server.fetch('/api/health', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(supplied.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('sends the security headers on API and page responses', async () => {
    for (const route of ['/api/health', '/', '/api/missing']) {
      const response = await server.fetch(route);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends the booking page with no referrer: partner tabs learn nothing of the deal (product.md §4)', async () => {
    for (const route of ['/booking-redirect', '/booking-redirect/?flightUrl=x']) {
      const response = await server.fetch(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect((await server.fetch('/explore')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('publishes the support mailbox from configuration', async () => {
    const response = await server.fetch('/api/config');
    // The default sandbox: both sides are sample data, which the site says out loud.
    expect(await response.json()).toEqual({
      supportEmail: 'help@tripfit.test',
      devOutbox: true,
      liveFlights: false,
      liveHotels: false,
    });
  });

  it("outside production, trusts the server's own origin as well as PUBLIC_URL (dev proxy, random ports)", async () => {
    const post = (origin: string) =>
      server.fetch('/api/saved-searches', { method: 'POST', headers: { origin }, body: '{}' });
    expect((await post(server.url)).status).toBe(401);
    expect((await post('http://localhost:3000')).status).toBe(401);
    expect((await post('https://evil.example')).status).toBe(403);
  });

  it('serves the SPA for page routes, with a 404 status for unknown pages', async () => {
    for (const route of ['/', '/profile', '/saved-searches', '/booking-redirect?flightUrl=x']) {
      const response = await server.fetch(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const unknown = await server.fetch('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('serves built files, caching hashed assets for good, and 404s missing files', async () => {
    const asset = await server.fetch('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.fetch('/favicon.svg')).status).toBe(200);
    expect((await server.fetch('/assets/missing.js')).status).toBe(404);
    expect((await server.fetch('/missing.png')).status).toBe(404);
  });
});

describe('HSTS', () => {
  it('is sent when the public URL is https', async () => {
    const server = await startTestServer(pglite, { PUBLIC_URL: 'https://tripfit.example.com' });
    try {
      const response = await server.fetch('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await server.stop();
    }
  });
});
