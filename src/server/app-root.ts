import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the TripFit package root (package.json)');
    dir = parent;
  }
  return dir;
}

export const appRoot = findAppRoot();
export const migrationsFolder = path.join(appRoot, 'drizzle');
export const webDistFolder = path.join(appRoot, 'dist', 'web');

/** True under tsx and Vitest, false in the esbuild bundle (dist/server). */
export const runsFromSource = fileURLToPath(import.meta.url).endsWith('.ts');

/**
 * A module a worker thread runs, by its path under src/server without extension: the TypeScript file from source,
 * or its bundle, which `npm run build:server` writes to the same path under dist/server.
 */
export const serverModulePath = (name: string): string =>
  runsFromSource
    ? path.join(appRoot, 'src', 'server', `${name}.ts`)
    : path.join(appRoot, 'dist', 'server', `${name}.js`);
