import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FakeAmadeus } from '../tests/fakes/amadeus-server';
import { collect, exitOf, startProcess } from '../tests/integration/helpers/server-process';
import { freePort } from '../tests/support/free-port';

/** PostgreSQL and Redis for the bench server when these are set; PGlite and in-process stores otherwise. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;
export const benchRedisUrl = process.env.BENCH_REDIS_URL || undefined;

export interface ServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
}

export interface ServerChild {
  /** Also its PUBLIC_URL, so mail links and the Origin check name this address. */
  url: string;
  pid: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The process's own memory figures, from GET /metrics. */
  memory(): Promise<ServerMemory>;
  /**
   * Lines the server logged at `error` level or above so far (pino JSON, level ≥ 50), except the request log's
   * line for each 5xx answer: those answers are counted by status already.
   */
  errorLogLines(): string[];
  /** SIGTERM, then waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** Kills the process if it still runs; for the watchdog. */
  kill(): void;
  /** Deletes the data folder. */
  removeData(): Promise<void>;
}

const STARTUP_LIMIT_MS = 30_000;

/** Polls /api/health until the child answers 200; fails when it exits first or takes too long. */
export async function waitUntilHealthy(
  url: string,
  child: ChildProcessWithoutNullStreams,
  output: () => string,
) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health within ${STARTUP_LIMIT_MS / 1000} s:\n${output()}`);
}

function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/**
 * The real entry point (`node --import tsx src/server/main.ts`) in its own process, so the load generator does
 * not share its event loop, against the fake Amadeus over real HTTP. NODE_ENV=test keeps /api/dev/outbox.
 */
export async function startServerChild(fake: FakeAmadeus): Promise<ServerChild> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(benchDatabaseUrl ? { DATABASE_URL: benchDatabaseUrl } : {}),
    ...(benchRedisUrl ? { REDIS_URL: benchRedisUrl } : {}),
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    TRAVEL_PROVIDER: 'amadeus',
    AMADEUS_BASE_URL: fake.url,
    AMADEUS_CLIENT_ID: fake.clientId,
    AMADEUS_CLIENT_SECRET: fake.clientSecret,
  });
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  const output = () => stdout() + stderr();
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    await removeData();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    databaseUrl: benchDatabaseUrl,
    memory: async () => {
      const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
      return {
        rssBytes: metricValue(text, 'tripfit_process_resident_memory_bytes'),
        heapUsedBytes: metricValue(text, 'tripfit_nodejs_heap_size_used_bytes'),
      };
    },
    errorLogLines: () =>
      output()
        .split('\n')
        .filter((line) => /"level":(50|60)\b/.test(line) && !line.includes('"msg":"request failed"')),
    stop: () => {
      child.kill('SIGTERM');
      return exitOf(child);
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    removeData,
  };
}
