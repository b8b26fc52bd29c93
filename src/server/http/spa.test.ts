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

describe('mountSpa with the build manifest and the drawn page shells', () => {
  let folder: string;
  let app: Hono;
  const shell = (language: string, page: string) => ({
    html: `<main><h1>${page} in ${language}</h1></main>`,
    title: `${page} — ${language} <&>`,
  });
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tripfit-spa-'));
    await mkdir(path.join(folder, '.vite'), { recursive: true });
    await mkdir(path.join(folder, '.prerendered'), { recursive: true });
    await writeFile(
      path.join(folder, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>TripFit</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(folder, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'main.tsx': { file: 'assets/main-1.js', isEntry: true },
        'pages/about-page.tsx': {
          file: 'assets/about-page-1.js',
          isDynamicEntry: true,
          imports: ['main.tsx'],
        },
        'locales/en.json': { file: 'assets/en-1.js' },
        'locales/de.json': { file: 'assets/de-1.js' },
      }),
    );
    const pages = ['home', 'explore', 'frame'];
    await writeFile(
      path.join(folder, '.prerendered', 'page-shells.json'),
      JSON.stringify(
        Object.fromEntries(
          ['en', 'de', 'ar'].map((language) => [
            language,
            Object.fromEntries(pages.map((page) => [page, shell(language, page)])),
          ]),
        ),
      ),
    );
    app = new Hono();
    mountSpa(app, folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("lists the app's script, the page's chunks and the browser's language file in the page's head", async () => {
    const response = await app.request('/about', { headers: { 'Accept-Language': 'de-AT,de;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    expect(response.headers.get('Vary')).toContain('Cookie');
    const html = await response.text();
    expect(html).toContain(
      '<script type="application/json" id="app-chunks">' +
        '["/assets/main-1.js","/assets/about-page-1.js","/assets/de-1.js"]</script></head>',
    );
    expect(await (await app.request('/about')).text()).toContain('"/assets/en-1.js"');
  });

  it("draws the page's shell into #root in the visitor's language, with its title and direction", async () => {
    const german = await (await app.request('/explore', { headers: { 'Accept-Language': 'de' } })).text();
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<title>explore — de &lt;&amp;&gt;</title>');
    expect(german).toContain('<div id="root"><main><h1>explore in de</h1></main></div>');

    // The language chosen on the site (its cookie) wins; its chunk list names that language's file too.
    const arabic = await (
      await app.request('/', { headers: { 'Accept-Language': 'de', Cookie: 'lang=ar' } })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1>home in ar</h1>');

    const other = await (await app.request('/about/')).text();
    expect(other).toContain('<h1>frame in en</h1>');
  });

  it('sends the page without a shell in a language the build drew none for', async () => {
    const html = await (await app.request('/', { headers: { Cookie: 'lang=sv' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it.each(['/.prerendered/page-shells.json', '/.vite/manifest.json'])(
    "keeps the build's record %s to the server",
    async (url) => {
      expect((await app.request(url)).status).toBe(404);
    },
  );

  it('keeps the not-found status for a path no page has, with the frame drawn', async () => {
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>frame in en</h1>');
  });
});
