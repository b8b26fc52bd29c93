import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmod, lstat, mkdir, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/server/infra/data-dir-lock';
import { freePort } from '../support/free-port';
import { mailedLink } from '../support/mailed-link';
import { createTempDir, type Resource } from './helpers/backends';
import { collect, exitOf, startProcess, waitForPort } from './helpers/server-process';

interface Started {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  url: string;
}

const user = { email: 'durable@example.com', password: 'a long travel passphrase', name: 'Dana' };

/** Every path below `folder` (itself included) with its permission bits. */
async function modesBelow(folder: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>();
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    modes.set(path.relative(folder, entry) || '.', stats.mode & 0o777);
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(folder);
  return modes;
}

describe('DATA_DIR, with real server processes', () => {
  let dataDir: Resource<string>;
  const children: ChildProcessWithoutNullStreams[] = [];

  beforeEach(async () => {
    dataDir = await createTempDir();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exitOf(child);
    }
    await dataDir.cleanup();
  });

  async function start(options: { umask?: string } = {}): Promise<Started> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = startProcess(
      { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir.value },
      options,
    );
    children.push(child);
    const stdout = collect(child.stdout);
    await waitForPort(stdout);
    return { child, stdout, url };
  }

  function post(server: Started, pathname: string, body: unknown): Promise<Response> {
    return fetch(server.url + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(body),
    });
  }

  it('refuses a second server on the same folder at once, in one line naming the folder and the holder', async () => {
    const first = await start();
    const second = startProcess({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir.value });
    children.push(second);
    const stderr = collect(second.stderr);
    const stdout = collect(second.stdout);

    expect(await exitOf(second)).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `DATA_DIR ${await realpath(dataDir.value)} is in use by another TripFit process (pid ${first.child.pid} ` +
        `on ${lines[0]?.match(/ on ([^)]+)\)/)?.[1]}): stop it first, or give this one another DATA_DIR.`,
    );
    expect(stdout()).not.toContain('TripFit is listening');
    // The first server is untouched and still the only writer.
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
  });

  it('starts after a server killed with kill -9, and keeps every row that server stored', async () => {
    const first = await start();
    expect((await post(first, '/api/auth/sign-up/email', user)).status).toBe(200);
    const link = await mailedLink(first.url, user.email, `${first.url}/api/auth/verify-email`);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);

    first.child.kill('SIGKILL');
    await exitOf(first.child);
    // The dead server's lock is still there: the next start must see that its holder is gone.
    expect((await stat(path.join(dataDir.value, LOCK_FILE_NAME))).isFile()).toBe(true);

    const next = await start();
    const signIn = await post(next, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
  });

  it('keeps the folder for its owner only, whatever the umask, and tightens one left open', async () => {
    await chmod(dataDir.value, 0o777);
    await mkdir(path.join(dataDir.value, 'old-backup'), { mode: 0o777 });
    await chmod(path.join(dataDir.value, 'old-backup'), 0o777);
    await writeFile(path.join(dataDir.value, 'old-backup', 'dump.sql'), 'emails', { mode: 0o666 });
    await chmod(path.join(dataDir.value, 'old-backup', 'dump.sql'), 0o666);

    const server = await start({ umask: '000' });
    expect(server.stdout()).toMatch(/"tightened":3,.*"msg":"DATA_DIR was readable by other users/);
    expect((await post(server, '/api/auth/sign-up/email', user)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);

    const modes = await modesBelow(dataDir.value);
    expect(modes.size).toBeGreaterThan(10);
    const open = [...modes].filter(([, mode]) => (mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(modes.get('.')).toBe(0o700);
    expect(modes.get('pglite')).toBe(0o700);
    expect(modes.get('auth-secret')).toBe(0o600);
    expect(modes.get(path.join('old-backup', 'dump.sql'))).toBe(0o600);
  });

  it('keeps every file the embedded database writes after start owner-only, on every start', async () => {
    for (const step of ['create', 'restart']) {
      const server = await start();
      const email = `${step}-${user.email}`;
      expect((await post(server, '/api/auth/sign-up/email', { ...user, email })).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
    }
    const modes = await modesBelow(dataDir.value);
    // The database's cache of its catalogs, rewritten on every start once the database is open.
    expect(modes.get(path.join('pglite', 'global', 'pg_internal.init'))).toBe(0o600);
    expect([...modes].filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([]);
    // Two server starts, one creating the database: each takes several seconds on a busy machine.
  }, 90_000);
});
