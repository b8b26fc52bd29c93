import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { appChunksElementId } from '../../core/app-chunks';
import { appPaths, withoutTrailingSlash, type AppPath } from '../../core/routes';

/**
 * The files the app's script, the page a path shows and the visitor's language need, from Vite's build manifest.
 * Without the list a phone finds them one round trip at a time: the bootstrap, then the app's script, then the
 * page's chunk and the language file, then the dozen small chunks the page imports; listed in the HTML, they
 * download together.
 */

/** The page module each path renders (src/web/app/router.tsx imports the same files). */
export const pageModules: Record<AppPath, string> = {
  [appPaths.home]: 'pages/home-page.tsx',
  [appPaths.explore]: 'pages/explore-page.tsx',
  [appPaths.auth]: 'pages/auth-page.tsx',
  [appPaths.profile]: 'pages/profile-page.tsx',
  [appPaths.savedSearches]: 'pages/saved-searches-page.tsx',
  [appPaths.about]: 'pages/about-page.tsx',
  [appPaths.contact]: 'pages/contact-page.tsx',
  [appPaths.terms]: 'pages/terms-page.tsx',
  [appPaths.privacy]: 'pages/privacy-page.tsx',
  [appPaths.bookingRedirect]: 'pages/booking-redirect-page.tsx',
  [appPaths.unsubscribe]: 'pages/unsubscribe-page.tsx',
};
const notFoundModule = 'pages/not-found-page.tsx';
const pageModuleByPath: ReadonlyMap<string, string> = new Map(Object.entries(pageModules));

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

/** The app's own script (src/web/main.tsx), which the page's bootstrap starts once the first screen is painted. */
const appModule = 'main.tsx';

/** The chunk files `keys` need, each once, leaving out what index.html loads itself. */
function chunkFiles(manifest: BuildManifest, keys: readonly string[]): string[] {
  const loaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (loaded.has(name) || !chunk) return;
    loaded.add(name);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The chunk list for the page at `pathname` (the not-found page for an unknown path) in `language`: a JSON script
 * element the page's bootstrap reads once the first screen is painted, to fetch them all at once (src/web/boot.ts).
 * Not `<link rel="modulepreload">` tags: those would share a phone's slow first second with the stylesheet that
 * draws the screen, and the app's script does not run before that paint anyway.
 */
export function preloadTags(manifest: BuildManifest, pathname: string, language: string): string {
  const page = pageModuleByPath.get(withoutTrailingSlash(pathname)) ?? notFoundModule;
  const files = chunkFiles(manifest, [appModule, page, `locales/${language}.json`]).map((file) => `/${file}`);
  // `<` escaped, so no file name could ever close the element.
  const json = JSON.stringify(files).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${appChunksElementId}">${json}</script>`;
}

/**
 * `preloadTags` for one build, each page and language worked out once: the manifest never changes while the
 * server runs, and every page view asks.
 */
export function buildPreloads(manifest: BuildManifest): (pathname: string, language: string) => string {
  const known = new Map<string, string>();
  return (pathname, language) => {
    const page = pageModuleByPath.has(withoutTrailingSlash(pathname)) ? withoutTrailingSlash(pathname) : '*';
    const key = `${page} ${language}`;
    let tags = known.get(key);
    if (tags === undefined) {
      tags = preloadTags(manifest, pathname, language);
      known.set(key, tags);
    }
    return tags;
  };
}

/** The build's manifest, or undefined when the build has none (then pages go out without preloads). */
export function readBuildManifest(folder: string): BuildManifest | undefined {
  const file = path.join(folder, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
