import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDir, type Resource } from './helpers/backends';
import { collect, exitOf, startProcess, waitForPort } from './helpers/server-process';

/**
 * One request to /api/health on a keep-alive connection of its own; a POST sends the first part of its body and
 * waits for `finish`. Once answered, the connection idles as a browser's does, sending a blank line (which HTTP
 * ignores before a request) every second so that the server's keep-alive timeout never closes it: only the
 * server's shutdown can, so `closed` says when shutdown let it go.
 */
function healthRequest(port: number, firstPart?: string) {
  const posting = firstPart !== undefined;
  const pending = request({
    port,
    method: posting ? 'POST' : 'GET',
    path: '/api/health',
    // 100 Continue tells when the server has read the headers: the request is then in flight.
    headers: posting
      ? { 'content-type': 'application/json', 'content-length': '13', expect: '100-continue' }
      : {},
    agent: new Agent({ keepAlive: true }),
  });
  const socket = new Promise<Socket>((resolve) => pending.once('socket', resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    pending.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    pending.on('error', reject);
  });
  const closed = answer.then(async () => {
    const connection = await socket;
    if (connection.destroyed) return;
    const keepAwake = setInterval(() => connection.write('\r\n'), 1_000);
    await once(connection, 'close');
    clearInterval(keepAwake);
  });
  if (posting) pending.write(firstPart);
  else pending.end();
  return {
    inFlight: posting ? once(pending, 'continue') : answer,
    answer,
    closed,
    finish: (rest: string) => pending.end(rest),
  };
}

/** Resolves once the process has written `text`. */
async function written(stream: NodeJS.ReadableStream, text: () => string, expected: string): Promise<void> {
  while (!text().includes(expected)) await once(stream, 'data');
}

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

    // A keep-alive connection left idle after its request, and two requests whose bodies are still arriving
    // when the signal comes.
    const idle = healthRequest(port);
    expect((await idle.answer).status).toBe(200);
    const first = healthRequest(port, '{"late":');
    const second = healthRequest(port, '{"late":');
    await Promise.all([first.inFlight, second.inFlight]);

    child.kill('SIGTERM');
    await written(child.stdout, stdout, 'shutting down');
    // Lingering keep-alive connections do not hold shutdown up until the final cut, which would drop the
    // requests still running too: the idle one is let go at once...
    await idle.closed;
    first.finish('true}');
    const answered = await first.answer;
    expect(answered.status).toBe(404);
    expect(JSON.parse(answered.body)).toMatchObject({ error: { code: 'not_found' } });
    // ...and so is one that turns idle after its answer, while the other request still runs.
    await first.closed;
    second.finish('true}');
    expect((await second.answer).status).toBe(404);

    expect(await exitOf(child)).toBe(0);
    // Stopped by itself, not by the 10 s limit forcing the exit.
    expect(stdout()).not.toContain('shutdown took too long');
    expect(stdout()).toContain('"msg":"stopped"');
  });
});
