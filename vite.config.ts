import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const apiPort = process.env.PORT ?? '3000';

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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every page anyway: as one file it gzips about 4 kB
        // smaller than the dozen shared chunks Rolldown would split it into (tests/e2e/initial-js-budget.test.ts).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
