import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/infra/logger';
import { startServer } from '../src/server/server';
import type { Services } from '../src/server/services';

export interface BenchTripFitServer {
  /** On 127.0.0.1, whatever host name the server reports. */
  url: string;
  services: Services;
  stop(): Promise<void>;
}

/**
 * A real TripFit server in this process, as the integration tests start it: sandbox provider, in-memory cache
 * and rate limits, its own temporary database. `env` adds or overrides variables.
 */
export async function startTripFitServer(env: Record<string, string> = {}): Promise<BenchTripFitServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'false',
    TRAVEL_PROVIDER: 'sandbox',
    ...env,
  });
  // A folder with no build in it: the API alone is benched, whether or not the web app was built.
  const webFolder = path.join(dataDir, 'no-web-build');
  const running = await startServer(config, createLogger(config.LOG_LEVEL), { webFolder }).catch(
    async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    url: `http://127.0.0.1:${new URL(running.url).port}`,
    services: running.services,
    stop: async () => {
      try {
        await running.stop(1_000);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
