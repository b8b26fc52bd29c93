import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';

const entryPoint = ['--import', 'tsx', 'src/server/main.ts'];

/** `npm run alerts:check` from source: one trip-watch pass, then exit. */
export function startAlertsCheck(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/alerts-check.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
  });
}

/**
 * The real entry point, as `npm start` runs it, but from source so no build is needed. With `umask`, a shell sets
 * it and then becomes the server (exec), so the child's pid is the server's.
 */
export function startProcess(
  env: Record<string, string>,
  options: { umask?: string } = {},
): ChildProcessWithoutNullStreams {
  const environment = { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } };
  if (!options.umask) return spawn(process.execPath, entryPoint, environment);
  const script = `umask ${options.umask} && exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, process.execPath, ...entryPoint], environment);
}

/** Everything a stream has written so far, read on demand. */
export function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

export async function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/** The port the server logged it listens on ('TripFit is listening'), once it has. */
export async function waitForPort(stdout: () => string): Promise<number> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const url = /"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(stdout());
    if (url) return Number(url[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${stdout()}`);
}
