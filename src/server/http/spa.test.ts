import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from './spa';

describe('mountSpa', () => {
  let folder: string;
  let app: Hono;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tripfit-spa-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(folder, 'assets', 'app-abc.js'), 'console.log(1)');
    await writeFile(path.join(folder, 'assets', 'app-abc.js.map'), '{"version":3,"sources":["app.tsx"]}');
    await writeFile(path.join(folder, 'app.js.map'), '{"version":3}');
    app = new Hono();
    mountSpa(app, folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('serves hashed assets', async () => {
    const response = await app.request('/assets/app-abc.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each(['/assets/app-abc.js.map', '/app.js.map', '/assets/app-abc.js%2Emap', '/assets/app-abc.js.MAP'])(
    'keeps the source map %s on disk for error tooling but not on the web',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    },
  );
});
