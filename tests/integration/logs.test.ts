import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { mailedLink } from '../support/mailed-link';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createPostgresDatabase, createTempDir, testDatabaseUrl, type Resource } from './helpers/backends';
import { collect, exitOf, startProcess, waitForPort } from './helpers/server-process';

const credentials = { email: 'private.person@example.com', password: 'a private passphrase' };

describe.runIf(testDatabaseUrl)('logs of a real server process when the database fails mid-request', () => {
  let database: Resource<string>;
  let dataDir: Resource<string>;
  let proxy: TcpProxy;
  let child: ChildProcessWithoutNullStreams;
  let stdout: () => string;
  let stderr: () => string;
  let url: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = await createTempDir();
    const target = new URL(database.value);
    proxy = await startTcpProxy(target.hostname, Number(target.port) || 5432);
    target.host = proxy.address;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = startProcess({
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir.value,
      DATABASE_URL: target.toString(),
    });
    stdout = collect(child.stdout);
    stderr = collect(child.stderr);
    await waitForPort(stdout);
  });
  afterAll(async () => {
    child.kill('SIGKILL');
    await exitOf(child);
    await proxy.close();
    await database.cleanup();
    await dataDir.cleanup();
  });

  it('writes JSON lines only, with no email, password or token in them', async () => {
    const post = (path: string, body: unknown) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/sign-up/email', { ...credentials, name: 'Private Person' })).status).toBe(
      200,
    );
    await mailedLink(url, credentials.email, url);

    proxy.cut();
    const signIn = await post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(503);
    const signUp = await post('/api/auth/sign-up/email', { ...credentials, name: 'Private Person' });
    expect(signUp.status).toBe(503);
    proxy.restore();

    expect(stderr()).toBe('');
    const lines = stdout().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const everything = stdout();
    expect(everything).not.toContain(credentials.email);
    expect(everything).not.toContain(credentials.password);
    expect(everything).toContain('"msg":"store unavailable"');
  });
});
