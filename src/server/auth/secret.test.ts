import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret, SECRET_FILE_NAME } from './secret';

describe('resolveAuthSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when set, and writes no file', async () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ authSecret: secret, dataDir })).toBe(secret);
    await expect(stat(path.join(dataDir, SECRET_FILE_NAME))).rejects.toThrow();
  });

  it('generates a random secret once, readable by the owner only, and reuses it', async () => {
    const first = resolveAuthSecret({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir })).toBe(first);
    expect(await readFile(file, 'utf8')).toBe(first);
  });

  it('creates the data folder when it does not exist yet', () => {
    const nested = path.join(dataDir, 'a', 'b');
    expect(resolveAuthSecret({ dataDir: nested })).toHaveLength(64);
  });

  it('refuses a secret file that is too short', async () => {
    await writeFile(path.join(dataDir, SECRET_FILE_NAME), 'short');
    expect(() => resolveAuthSecret({ dataDir })).toThrow(/at least 32 characters/);
  });
});
