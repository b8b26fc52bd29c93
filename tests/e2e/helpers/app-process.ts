import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port';

export interface AppProcessOptions {
  /** Environment over the defaults: 127.0.0.1, a fresh DATA_DIR, NODE_ENV=test, LOG_LEVEL=info. */
  env?: Record<string, string>;
  /** Default: a free one. */
  port?: number;
  /** Copies the server's log lines to this process's stdout, for a developer watching. */
  echo?: boolean;
  /** An existing data folder to start on (a restart); kept on stop. Default: a fresh one, removed on stop. */
  dataDir?: string;
}

export interface AppProcess {
  /** Where the server says it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What the server has logged so far. */
  output(): string;
  /** Settles with the exit code when the server ends, however it ends. */
  exited: Promise<number | null>;
  /** Its DATA_DIR. */
  dataDir: string;
  /**
   * Stops the server as an operator would (SIGTERM), then removes its data folder unless it was given or is to
   * be kept (a restart on it follows).
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

type ServerChild = ChildProcessByStdio<null, Readable, null>;

const START_LIMIT_MS = 30_000;
const builtServer = fileURLToPath(new URL('../../../dist/server/main.js', import.meta.url));

/**
 * The built server (dist/server/main.js, as `npm start` runs it; build it first) with a data folder of its own,
 * started once it logs the address it listens on. The environment is only what is given, so a developer's
 * variables never leak into a test.
 */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tripfit-app-')));
  // The port is chosen first so PUBLIC_URL, and with it the links in mailed messages, point at this server.
  const port = options.port ?? (await freePort());
  const child: ServerChild = spawn(process.execPath, [builtServer], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(() => child.exitCode);
  // Read for as long as the server runs: a full pipe would block its logging, and with it the server.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stdout.write(chunk);
  });

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir && !keepData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listeningUrl(child, () => output);
    return { url, output: () => output, exited, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The URL of the server's 'TripFit is listening' line, or why it never came. */
function listeningUrl(child: ServerChild, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`server did not start within ${START_LIMIT_MS} ms:\n${output()}`)),
      START_LIMIT_MS,
    );
    const onData = () => {
      const url = /"url":"(http:\/\/[^"]+:\d+)"/.exec(output())?.[1];
      if (url) finish(url);
    };
    const onExit = (code: number | null) => finish(new Error(`server exited with ${code}:\n${output()}`));
    function finish(result: string | Error) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (typeof result === 'string') resolve(result);
      else reject(result);
    }
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}
