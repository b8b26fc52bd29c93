import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app as `npm start` does and serves it from a fresh data folder for the browser tests. */
export default async function setup(project: TestProject) {
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-e2e-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+:\d+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', url);

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
