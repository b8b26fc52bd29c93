import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

/** What src/web/boot.ts (index.html's script) imports: kept out of the app's chunk. */
const bootstrapModules =
  /src\/web\/(index\.html|boot\.ts|styles\.css)|src\/core\/app-chunks\.ts|vite\/preload-helper/;

/** A path in the repository, whichever folder Vite runs from. */
const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);

const featureModule = /\/src\/web\/features\//;

/** React's own runtime: the same on every page and from one release of the app to the next. */
const reactRuntime = /\/node_modules\/(react|react-dom|scheduler)\//;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps for error tooling, without the sourceMappingURL comment; the server never serves them (http/spa.ts).
    sourcemap: 'hidden',
    // Which chunks each page and language needs, so the server can name them in the page (http/page-preloads.ts).
    manifest: true,
    // Every browser the site supports has modulepreload; the polyfill would also pull the app's chunk into boot.ts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's script is an entry of its own that the page's bootstrap (boot.ts) starts after the first paint.
      // Absolute: the dev server's dependency scan reads these entries too, relative to `root` (src/web), where the
      // build read them from the working directory; a relative path failed the scan and skipped pre-bundling.
      input: { index: fromRoot('src/web/index.html'), main: fromRoot('src/web/main.tsx') },
      // A feature's index.ts re-exports what other features may use (DESIGN.md, Boundaries). Feature modules run
      // nothing when imported, so one whose exports go unused is left out, and a barrel import does not drag the
      // rest of that feature (and what it imports) into the page that needed one hook.
      treeshake: { moduleSideEffects: (id) => !featureModule.test(id) },
      output: {
        // Everything the app's script imports statically loads on every page anyway: as one file it gzips about
        // 4 kB smaller than the dozen shared chunks Rolldown would split it into (tests/e2e/initial-js-budget.test.ts).
        // The bootstrap's own modules stay out of it, or the bootstrap would import (and run) the app at once.
        // React's runtime is the one exception, a second file (0.5 kB more gzip): it keeps the app's script under
        // its 250 kB budget (issue 31, printed by `npm run bench:web`), the page's list fetches both side by side
        // (http/page-preloads.ts), and a release that changes only the app leaves React in the browser's cache.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: reactRuntime,
              priority: 1,
            },
            {
              name: 'main',
              tags: ['$initial'],
              test: (id) => !bootstrapModules.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
