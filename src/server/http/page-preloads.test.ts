import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../core/routes';
import { buildPreloads, pageModules, preloadTags, type BuildManifest } from './page-preloads';

/**
 * A manifest shaped as Vite writes it: the bootstrap (index.html), the app's script with React's runtime in a chunk
 * of its own, a page with shared chunks, a language file.
 */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload-helper-1.js'] },
  '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
  'main.tsx': {
    file: 'assets/main-1.js',
    imports: ['_runtime-1.js', '_react-1.js', '_preload-helper-1.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['_runtime-1.js'] },
  'pages/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_runtime-1.js', 'main.tsx', '_button-1.js'],
  },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['main.tsx', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'pages/not-found-page.tsx': { file: 'assets/not-found-page-1.js', imports: ['_button-1.js'] },
  'locales/en.json': { file: 'assets/en-1.js' },
  'locales/de.json': { file: 'assets/de-1.js' },
};

/** The files a chunk list names. */
const hrefs = (list: string): unknown => {
  const json = /^<script type="application\/json" id="app-chunks">(.*)<\/script>$/.exec(list)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('preloadTags', () => {
  it("names the app's script, React's runtime, the page's chunk, every chunk they import (each once, none the bootstrap loads), and the language file", () => {
    const tags = preloadTags(manifest, '/', 'de');
    expect(hrefs(tags)).toEqual([
      '/assets/main-1.js',
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/home-page-1.js',
      '/assets/button-1.js',
      '/assets/icons-1.js',
      '/assets/de-1.js',
    ]);
  });

  it('uses the not-found page for a path no page has, and ignores a trailing slash', () => {
    expect(hrefs(preloadTags(manifest, '/nowhere', 'en'))).toEqual([
      '/assets/main-1.js',
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/not-found-page-1.js',
      '/assets/button-1.js',
      '/assets/icons-1.js',
      '/assets/en-1.js',
    ]);
    expect(preloadTags(manifest, '/about/', 'en')).toBe(preloadTags(manifest, '/about', 'en'));
  });

  it('escapes `<`, so a file name could never close the element', () => {
    const odd: BuildManifest = { ...manifest, 'locales/en.json': { file: 'assets/</script>-1.js' } };
    const list = preloadTags(odd, '/about', 'en');
    expect(list.match(/<\/script>/g)).toHaveLength(1);
    expect(hrefs(list)).toContain('/assets/</script>-1.js');
  });

  it('leaves out what the manifest does not list', () => {
    expect(hrefs(preloadTags(manifest, '/about', 'xx'))).toEqual([
      '/assets/main-1.js',
      '/assets/runtime-1.js',
      '/assets/react-1.js',
    ]);
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
