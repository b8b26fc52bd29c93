import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../core/routes';
import {
  acceptedLanguage,
  buildPreloads,
  pageModules,
  preloadTags,
  type BuildManifest,
} from './page-preloads';

/** A manifest shaped as Vite writes it: the entry, a page with shared chunks, a language file. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'pages/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_runtime-1.js', 'index.html', '_button-1.js'],
  },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['index.html', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'pages/not-found-page.tsx': { file: 'assets/not-found-page-1.js', imports: ['_button-1.js'] },
  'locales/en.json': { file: 'assets/en-1.js' },
  'locales/de.json': { file: 'assets/de-1.js' },
};

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('preloadTags', () => {
  it("names the page's chunk, every chunk it imports (not the entry's), and the language file", () => {
    const tags = preloadTags(manifest, '/', 'de');
    expect(hrefs(tags)).toEqual([
      '/assets/home-page-1.js',
      '/assets/button-1.js',
      '/assets/icons-1.js',
      '/assets/de-1.js',
    ]);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
  });

  it('uses the not-found page for a path no page has, and ignores a trailing slash', () => {
    expect(hrefs(preloadTags(manifest, '/nowhere', 'en'))).toEqual([
      '/assets/not-found-page-1.js',
      '/assets/button-1.js',
      '/assets/icons-1.js',
      '/assets/en-1.js',
    ]);
    expect(preloadTags(manifest, '/about/', 'en')).toBe(preloadTags(manifest, '/about', 'en'));
  });

  it('leaves out what the manifest does not list', () => {
    expect(hrefs(preloadTags(manifest, '/about', 'xx'))).toEqual([]);
  });
});

describe('buildPreloads', () => {
  it('answers as preloadTags does, for known and unknown paths alike', () => {
    const preloads = buildPreloads(manifest);
    for (const [path, language] of [
      ['/', 'de'],
      ['/', 'en'],
      ['/about/', 'en'],
      ['/nowhere', 'en'],
      ['/elsewhere', 'de'],
    ] as const) {
      expect(preloads(path, language)).toBe(preloadTags(manifest, path, language));
    }
  });
});

describe('pageModules', () => {
  it('names, for every app path, the page module the router loads', () => {
    const router = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
    const imported = [...router.matchAll(/import\('\.\.\/(pages\/[\w-]+)'\)/g)].map(
      (match) => `${match[1]}.tsx`,
    );
    expect(Object.keys(pageModules).sort()).toEqual(Object.values(appPaths).sort());
    for (const module of Object.values(pageModules)) expect(imported).toContain(module);
    expect(imported).toContain('pages/not-found-page.tsx');
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['xx-YY, fr;q=0.5', 'fr'],
    ['es;q=0.3, ar;q=0.7', 'ar'],
    ['zh-CN', 'zh'],
    ['de;q=0, ru', 'ru'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
