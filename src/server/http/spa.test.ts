import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from './spa';

describe('mountSpa', () => {
  let folder: string;
  let app: Hono;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tripfit-spa-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(folder, 'assets', 'app-abc.js'), 'console.log(1)');
    await writeFile(path.join(folder, 'assets', 'app-abc.js.map'), '{"version":3,"sources":["app.tsx"]}');
    await writeFile(path.join(folder, 'app.js.map'), '{"version":3}');
    // As the build writes them (scripts/precompress.ts): the same file, compressed ahead of time.
    const big = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))})`);
    await writeFile(path.join(folder, 'assets', 'big-abc.js'), big);
    await writeFile(path.join(folder, 'assets', 'big-abc.js.br'), brotliCompressSync(big));
    await writeFile(path.join(folder, 'assets', 'big-abc.js.gz'), gzipSync(big));
    app = new Hono();
    mountSpa(app, folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('serves hashed assets, cached for a year', async () => {
    const response = await app.request('/assets/app-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends the precompressed file the client accepts, brotli first, and the plain one otherwise', async () => {
    const brotli = await app.request('/assets/big-abc.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const sent = Buffer.from(await brotli.arrayBuffer());
    expect(sent.length).toBeLessThan(200);
    expect(brotliDecompressSync(sent).toString()).toContain('console.log');

    const gzip = await app.request('/assets/big-abc.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('console.log');

    const plain = await app.request('/assets/big-abc.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(4000);
  });

  it.each(['/assets/app-abc.js.map', '/app.js.map', '/assets/app-abc.js%2Emap', '/assets/app-abc.js.MAP'])(
    'keeps the source map %s on disk for error tooling but not on the web',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    },
  );
});

describe('mountSpa with the build manifest', () => {
  let folder: string;
  let app: Hono;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tripfit-spa-'));
    await mkdir(path.join(folder, '.vite'), { recursive: true });
    await writeFile(
      path.join(folder, 'index.html'),
      '<!doctype html><html><head><title>TripFit</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(folder, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'pages/about-page.tsx': {
          file: 'assets/about-page-1.js',
          isDynamicEntry: true,
          imports: ['index.html'],
        },
        'locales/en.json': { file: 'assets/en-1.js' },
        'locales/de.json': { file: 'assets/de-1.js' },
      }),
    );
    app = new Hono();
    mountSpa(app, folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("names the page's chunks and the browser's language file in the page's head", async () => {
    const response = await app.request('/about', { headers: { 'Accept-Language': 'de-AT,de;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    const html = await response.text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/about-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/de-1.js"></head>',
    );
    expect(await (await app.request('/about')).text()).toContain('href="/assets/en-1.js"');
  });

  it('keeps the not-found status for a path no page has', async () => {
    expect((await app.request('/nowhere')).status).toBe(404);
  });
});
