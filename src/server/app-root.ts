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
