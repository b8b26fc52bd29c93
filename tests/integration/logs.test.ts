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

describe('logs of a real server process through sign-up, reset and sign-in', () => {
  let dataDir: Resource<string>;
  let child: ChildProcessWithoutNullStreams;
  let stdout: () => string;
  let url: string;

  beforeAll(async () => {
    dataDir = await createTempDir();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = startProcess({ HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir.value });
    stdout = collect(child.stdout);
    await waitForPort(stdout);
  });
  afterAll(async () => {
    child.kill('SIGKILL');
    await exitOf(child);
    await dataDir.cleanup();
  });

  it('holds no address, password, token or session id in any line', async () => {
    const email = 'Private.Person@Example.com';
    const passwords = ['first private passphrase', 'second private passphrase', 'a wrong passphrase'];
    const [first = '', second = '', wrong = ''] = passwords;
    const secrets = [email, email.toLowerCase(), ...passwords];
    const cookies: string[] = [];
    const send = async (path: string, body?: unknown) => {
      const response = await fetch(url + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          origin: url,
          ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      for (const cookie of response.headers.getSetCookie()) cookies.push(cookie.split(';')[0] ?? '');
      return response;
    };
    const mailed = (prefix: string) => mailedLink(url, email.toLowerCase(), `${url}${prefix}`);

    const signUp = { name: 'Private Person', email, password: first };
    expect((await send('/api/auth/sign-up/email', signUp)).status).toBe(200);
    const verifyLink = await mailed('/api/auth/verify-email');
    // A second sign-up for the pending address: Better Auth logs the attempt.
    expect((await send('/api/auth/sign-up/email', { ...signUp, password: wrong })).status).toBe(200);
    const claimLink = await mailed('/api/auth/reset-password/');
    secrets.push(new URL(verifyLink).searchParams.get('token') ?? '', claimLink.split('/').at(-1) ?? '');

    expect((await send(new URL(verifyLink).pathname + new URL(verifyLink).search)).status).toBe(302);
    const landing = await send(new URL(claimLink).pathname + new URL(claimLink).search);
    const token = new URL(landing.headers.get('location') ?? '', url).searchParams.get('token');
    expect((await send('/api/auth/reset-password', { token, newPassword: second })).status).toBe(200);
    expect((await send('/api/auth/sign-in/email', { email, password: wrong })).status).toBe(401);
    expect((await send('/api/auth/sign-in/email', { email, password: second })).status).toBe(200);
    expect((await send('/api/profile')).status).toBe(200);
    expect((await send('/api/auth/request-password-reset', { email: 'nobody@example.com' })).status).toBe(
      200,
    );
    secrets.push(...cookies.map((cookie) => cookie.split('=').slice(1).join('=')).filter(Boolean));

    const everything = stdout();
    expect(everything).toContain('"msg":"request"');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('nobody@example.com');
    expect(everything.toLowerCase()).not.toContain(email.toLowerCase());
  });
});
