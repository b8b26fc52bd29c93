import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';
import { isAppPath } from '../../core/routes';
import { pageLanguage } from './page-language';
import { buildPreloads, readBuildManifest } from './page-preloads';
import { readPageShells, shellFor, withPageShell } from './page-shells';

/** The build's own records (Vite's manifest, the drawn page shells) live in dot folders, read by the server only. */
const isBuildRecord = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/**
 * Serves the built SPA from `folder`: hashed assets cached for a year, other files as they are, and
 * index.html for every page path (history fallback) — with a 404 status when no page has that path, so
 * crawlers and monitors see the truth while the SPA shows its not-found page. Source maps stay on disk for error
 * tooling but are never served: they would hand anyone the original source. Files go out as the build
 * compressed them (brotli or gzip, by Accept-Encoding); index.html through the app's compression. A page goes out
 * with its first screen drawn in the visitor's language (page-shells.ts) and the list of files its app needs
 * (page-preloads.ts).
 */
export function mountSpa<E extends Env>(app: Hono<E>, folder: string): void {
  const indexFile = path.join(folder, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifest = readBuildManifest(folder);
  const preloads = manifest && buildPreloads(manifest);
  const shells = readPageShells(folder);

  app.use('*', async (c, next) => {
    if (path.extname(c.req.path).toLowerCase() === '.map' || isBuildRecord(c.req.path)) {
      return c.text('Not found', 404);
    }
    await next();
  });
  // Hashed names change with their content, so browsers may keep them a year. Set once the file is found:
  // serveStatic's onFound runs after its response is built, too late for a header.
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: folder, precompressed: true }),
  );
  const files = serveStatic<E>({ root: folder, precompressed: true });
  app.use('*', (c, next) => (path.extname(c.req.path) === '' ? next() : files(c, next)));
  app.get('*', (c) => {
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    const status = isAppPath(c.req.path) ? 200 : 404;
    if (!preloads && !shells) return c.html(indexHtml, status);
    // Drawn in the visitor's language, with that page's chunks and language file named for the browser to fetch.
    c.header('Vary', 'Accept-Language, Cookie', { append: true });
    const language = pageLanguage(c);
    const shell = shells && shellFor(shells, c.req.path, language);
    let html = shell ? withPageShell(indexHtml, shell, language) : indexHtml;
    if (preloads) html = html.replace('</head>', `${preloads(c.req.path, language)}</head>`);
    return c.html(html, status);
  });
}
