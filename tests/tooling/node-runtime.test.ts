import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Node 24 comes from the `node` devDependency: `npm ci` installs it and npm scripts (and `npx`) put its
 * node_modules/.bin/node first on PATH, whatever Node the machine has. These tests fail when the suite is started
 * some other way (e.g. `node node_modules/.bin/vitest` with an older system Node), so a run never silently tests
 * on a Node the app does not ship on.
 */

const root = path.resolve(import.meta.dirname, '../..');

interface PackageManifest {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
}

async function manifest(): Promise<PackageManifest> {
  return JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as PackageManifest;
}

describe('the Node the project runs on', () => {
  it('is the exact version pinned in devDependencies', async () => {
    const { devDependencies } = await manifest();
    expect(devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${devDependencies.node}`);
  });

  it('satisfies engines, which names Node 24', async () => {
    const { engines } = await manifest();
    expect(engines.node).toBe('>=24');
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('is the only dependency allowed to run an install script', async () => {
    const { allowScripts } = await manifest();
    expect(Object.entries(allowScripts).filter(([, allowed]) => allowed)).toEqual([['node', true]]);
  });

  // tests/e2e and tests/integration spawn the server with process.execPath, so it must be the pinned binary too.
  it('is first on PATH and is what child processes are spawned with', () => {
    const bin = path.join(root, 'node_modules', '.bin', 'node');
    expect(path.resolve(process.env.PATH?.split(path.delimiter)[0] ?? '', 'node')).toBe(bin);
    expect(process.execPath).toContain(path.join('node_modules', 'node'));
  });
});
