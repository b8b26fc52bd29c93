import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries DESIGN.md describes are enforced by `npm run lint` (ESLint import zones) and `npm run typecheck`
 * (one tsconfig per area). Each probe below is a file that breaks a boundary; it is checked as if it stood in the
 * tree, without writing it there.
 */

const root = path.resolve(import.meta.dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lintErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => message.message);
}

/** tsc's errors for a probe file checked under the tsconfig of the folder it would stand in. */
function typeErrors(file: string, code: string): string[] {
  const probePath = path.join(root, file);
  const configPath = ts.findConfigFile(path.dirname(probePath), ts.sys.fileExists);
  if (!configPath) throw new Error(`no tsconfig above ${file}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    path.resolve(name) === probePath
      ? ts.createSourceFile(name, code, version)
      : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === probePath || fileExists(name);
  // The probe plus the area's ambient declarations (core's URL API), as `tsc -p` would see them.
  const ambient = config.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram([probePath, ...ambient], config.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/**
 * A timeout of their own: a probe is linted by a whole ESLint (the first lint loads every plugin and the import
 * resolver) or type-checked by a whole TypeScript program (its libraries and @types), a second or two of CPU each;
 * under load two of them took 4.5-4.9 s of the default 5 s.
 */
const probeTimeout = { timeout: 15_000 };

describe('src/core stays pure', probeTimeout, () => {
  it('fails lint when it imports the server', async () => {
    const errors = await lintErrors(
      'src/core/probe.ts',
      "import { loadConfig } from '../server/config';\nexport const probe = loadConfig;\n",
    );
    expect(errors.join('\n')).toMatch(/src\/core is pure/);
  });

  it('fails lint when it imports the web, however deep the path', async () => {
    const errors = await lintErrors(
      'src/core/search-form/probe.ts',
      "import { formatMoney } from '../../web/lib/toast';\nexport const probe = formatMoney;\n",
    );
    expect(errors.join('\n')).toMatch(/src\/core is pure/);
  });

  it('fails lint and typecheck when it uses window or process', async () => {
    const code = 'export const probe = () => [window.location.href, process.env.HOME];\n';
    const lint = await lintErrors('src/core/probe.ts', code);
    expect(lint.filter((message) => message.includes('no browser or Node globals'))).toHaveLength(2);
    const types = typeErrors('src/core/probe.ts', code);
    expect(types).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Cannot find name 'window'/),
        expect.stringMatching(/Cannot find name 'process'/),
      ]),
    );
  });

  it('fails lint when it imports a Node module', async () => {
    const errors = await lintErrors(
      'src/core/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    );
    expect(errors.join('\n')).toMatch(/node:fs/);
  });

  it('lets core use the URL API both platforms share', async () => {
    const code = "export const probe = new URL('/a?b=1', 'https://example.com').searchParams.get('b');\n";
    expect(await lintErrors('src/core/probe.ts', code)).toEqual([]);
    expect(typeErrors('src/core/probe.ts', code)).toEqual([]);
  });
});

describe('web and server stay apart', probeTimeout, () => {
  it('fails lint when the web imports the server, even for a type', async () => {
    const errors = await lintErrors(
      'src/web/lib/probe.ts',
      "import type { Config } from '../../server/config';\nexport type Probe = Config;\n",
    );
    expect(errors.join('\n')).toMatch(/only over HTTP/);
  });

  it('fails typecheck when the web uses Node globals', () => {
    expect(typeErrors('src/web/lib/probe.ts', 'export const probe = process.env.HOME;\n')).toEqual([
      expect.stringMatching(/Cannot find name 'process'/),
    ]);
  });

  it('fails lint when the server imports browser code', async () => {
    const errors = await lintErrors(
      'src/server/http/probe.ts',
      "import { toast } from '../../web/lib/toast';\nexport const probe = toast;\n",
    );
    expect(errors.join('\n')).toMatch(/never imports browser code/);
  });

  it('fails typecheck when the server uses the DOM', () => {
    expect(typeErrors('src/server/http/probe.ts', 'export const probe = document.title;\n')).toEqual([
      expect.stringMatching(/Cannot find name 'document'/),
    ]);
  });
});

describe('features and routes', probeTimeout, () => {
  it("fails lint when a feature reaches into another feature's files", async () => {
    const errors = await lintErrors(
      'src/web/features/results/probe.ts',
      "import { useSession } from '../auth/use-session';\nexport const probe = useSession;\n",
    );
    expect(errors.join('\n')).toMatch(/public entry/);
  });

  it("lets a feature use another feature's public entry", async () => {
    const errors = await lintErrors(
      'src/web/features/results/probe.ts',
      "import { useSession } from '../auth';\nexport const probe = useSession;\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails lint when anything but the app imports a route', async () => {
    const errors = await lintErrors(
      'src/server/openapi/probe.ts',
      "import { searchRoutes } from '../routes/search';\nexport const probe = searchRoutes;\n",
    );
    expect(errors.join('\n')).toMatch(/Routes are the outer layer/);
  });
});
