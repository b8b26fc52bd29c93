import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

export interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` with its recommended rules on an OpenAPI document: the problems it finds, none when clean. */
export async function redoclyLint(document: unknown): Promise<LintProblem[]> {
  // A folder of its own, so no redocly.yaml of the repository or above changes the rules.
  const folder = await mkdtemp(path.join(tmpdir(), 'tripfit-redocly-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--extends=recommended', '--format=json'],
      // No telemetry, no update check: the test talks to no one.
      {
        cwd: folder,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout?: string }) => {
      // It exits 1 when it finds errors, and still prints them.
      if (typeof error.stdout === 'string' && error.stdout !== '') return { stdout: error.stdout };
      throw error;
    });
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
