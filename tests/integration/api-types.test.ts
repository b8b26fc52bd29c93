import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesSource } from '../../scripts/api-types';

describe('the web’s types of the API (src/web/lib/api-paths.ts)', () => {
  it('are what the routes generate now: run `npm run api:types` after changing a route', async () => {
    expect(await readFile(apiTypesFile, 'utf8')).toBe(await apiTypesSource());
  }, 60_000);
});
