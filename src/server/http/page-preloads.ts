import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { appPaths, withoutTrailingSlash, type AppPath } from '../../core/routes';
import { fallbackLanguage, languageCodes } from '../../core/languages';

/**
 * `<link rel="modulepreload">` tags for the page a path shows and the language the visitor's browser asks for,
 * from Vite's build manifest. Without them a phone finds these files one round trip at a time: the entry script,
 * then the page's chunk and the language file, then the dozen small chunks the page imports; named in the HTML,
 * they download beside the entry script.
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

/** The chunk files `key` needs, itself first, leaving out the entry's own (index.html's). */
function chunkFiles(manifest: BuildManifest, key: string): string[] {
  const loaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (loaded.has(name) || !chunk) return;
    loaded.add(name);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/** The site language a browser's Accept-Language asks for first, as i18next's detector would pick it. */
export function acceptedLanguage(acceptLanguage: string | undefined): string {
  const supported = new Set<string>(languageCodes);
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1 };
    })
    .filter(({ language, quality }) => supported.has(language) && quality > 0)
    .sort((left, right) => right.quality - left.quality);
  return tags[0]?.language ?? fallbackLanguage;
}

/** The preload tags for the page at `pathname` (the not-found page for an unknown path) in `language`. */
export function preloadTags(manifest: BuildManifest, pathname: string, language: string): string {
  const page = pageModuleByPath.get(withoutTrailingSlash(pathname)) ?? notFoundModule;
  const files = [...chunkFiles(manifest, page), ...chunkFiles(manifest, `locales/${language}.json`)];
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
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
