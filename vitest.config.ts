import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest keeps a core for itself by default, one worker on a 2-core machine; the unit and web files, which share
// warm workers (isolate: false), finish sooner on every core.
const everyCore = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/core/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          // Pure code: the files share a worker and its module cache instead of each paying for a fresh process
          // (proven by shuffled runs). Forks, not threads: a worker thread ignores a stubbed TZ (formats.test.ts).
          isolate: false,
          maxWorkers: everyCore,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // happy-dom: every test passes as under jsdom, in less than half the time (Testing Library's role queries
          // ask for computed styles, which jsdom is slow at).
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // One DOM and one copy of React and the libraries per worker, not per file; test-setup.ts gives each file
          // fresh app modules and a blank page.
          isolate: false,
          maxWorkers: everyCore,
          setupFiles: ['tests/support/fail-on-console-error.ts', 'src/web/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // After unit and web: projects run together only with the same number of workers.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for the app (a sign-up hashes a password, a search calls providers) in another process
          // and a browser; its 1 s default is a wall-clock tolerance a busy CI machine misses. Polls end as soon as
          // they pass, so a longer ceiling costs nothing when the machine is quiet.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
