import { loadConfig } from '../../../src/server/config';
import { createLogger, type Logger } from '../../../src/server/infra/logger';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/server';
import type { DatabaseBackend } from './backends';

export interface TestServer extends RunningServer {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A real TripFit server on a random port, with the backend's database and any extra environment; its log goes
 * nowhere unless a test passes a logger to read it.
 */
export async function startTestServer(
  backend: DatabaseBackend,
  env: Record<string, string> = {},
  options: StartOptions = {},
  logger?: Logger,
): Promise<TestServer> {
  const resources = await backend.setup();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    ...resources.value,
    ...env,
  });
  const running = await startServer(config, logger ?? createLogger(config.LOG_LEVEL), options).catch(
    async (error: unknown) => {
      await resources.cleanup();
      throw error;
    },
  );
  return {
    ...running,
    fetch: (path, init) => fetch(running.url + path, init),
    stop: async () => {
      await running.stop();
      await resources.cleanup();
    },
  };
}
