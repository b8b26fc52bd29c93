import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes who holds the folder, refuses a second holder, and frees the folder on release', async () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.pid} on `);

    lock.release();
    lock.release();
    expect(await readdir(dataDir)).toEqual([]);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    await writeFile(lockFile, JSON.stringify({ pid: child.pid, host: 'old' }));

    const lock = lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now names another process (a restarted container gets the same pid)', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: process.pid, processStart: '1', host: 'old' }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock file that holds no readable holder', async () => {
    await writeFile(lockFile, 'not json');
    lockDataDir(dataDir).release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('leaves a lock that is no longer its own on release', async () => {
    const lock = lockDataDir(dataDir);
    const newcomer = JSON.stringify({ pid: process.ppid, host: 'here' });
    await writeFile(lockFile, newcomer);
    lock.release();
    expect(await readFile(lockFile, 'utf8')).toBe(newcomer);
  });
});
