import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startAppProcess } from './helpers/app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app as `npm start` does and serves it from a fresh data folder for the browser tests. Tests that need
 * other settings start their own server from the same build (helpers/app-process.ts).
 */
export default async function setup(project: TestProject) {
  // As `npm start` builds it. Vitest sets NODE_ENV=test, with which Vite would bundle React's development build
  // (three times the size of what ships), so the browser tests would not run, or measure, the real bundle.
  const build = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);

  const server = await startAppProcess();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
