import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDir, type Resource } from './helpers/backends';
import { collect, exitOf, startProcess, waitForPort } from './helpers/server-process';

describe('server process', () => {
  let dataDir: Resource<string> | undefined;
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await dataDir?.cleanup();
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc")'],
    [
      'TRAVEL_PROVIDER',
      'skyscanner',
      'Invalid configuration: TRAVEL_PROVIDER must be sandbox or amadeus (got "skyscanner")',
    ],
    [
      'DATABASE_URL',
      'mysql://root@db/tripfit',
      'Invalid configuration: DATABASE_URL must be a postgres or postgresql URL',
    ],
    [
      'FX_RATES_FILE',
      '/nonexistent/tripfit-rates.json',
      'Invalid configuration: FX_RATES_FILE must be a JSON file of exchange rates such as ' +
        '{"base":"EUR","date":"2026-11-20","rates":{"USD":1.0712,"GBP":0.8523}}; it cannot be read (ENOENT) ' +
        '(got "/nonexistent/tripfit-rates.json")',
    ],
  ])('stops with one clear line when %s is invalid', async (variable, value, expected) => {
    child = startProcess({ [variable]: value });
    const stderr = collect(child.stderr);
    expect(await exitOf(child)).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
  });

  it('never echoes a secret it rejects', async () => {
    child = startProcess({ AUTH_SECRET: 'hunter2' });
    const stderr = collect(child.stderr);
    expect(await exitOf(child)).toBe(1);
    expect(stderr()).toContain('AUTH_SECRET must be a random string of at least 32 characters');
    expect(stderr()).not.toContain('hunter2');
  });

  it('finishes an in-flight request on SIGTERM, then exits 0 within 10 s', async () => {
    dataDir = await createTempDir();
    child = startProcess({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir.value });
    const stdout = collect(child.stdout);
    const port = await waitForPort(stdout);

    // A request whose body is still arriving when the signal comes.
    const pending = request({
      port,
      method: 'POST',
      path: '/api/health',
      headers: { 'content-type': 'application/json', 'content-length': '13' },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      pending.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      pending.on('error', reject);
    });
    pending.write('{"late":');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    pending.end('true}');

    const answered = await response;
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toMatchObject({ error: { code: 'not_found' } });
    expect(await exitOf(child)).toBe(0);
    // Well inside the 10 s promise: lingering keep-alive sockets must not hold shutdown up.
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(stdout()).toContain('"msg":"stopped"');
  });
});
