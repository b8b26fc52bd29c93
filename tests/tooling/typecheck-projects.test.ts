import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `npm run typecheck` is `tsc -b` of the root tsconfig (DESIGN.md, "A fast loop"): the areas are projects of their
 * own, and the root checks what they leave out. These tests keep that true as files and folders come and go.
 */

const root = path.resolve(import.meta.dirname, '../..');
const areas = ['src/core', 'src/web', 'src/server'];

function parsed(configPath: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  return config;
}

const files = (config: ts.ParsedCommandLine) =>
  config.fileNames.filter((name) => !name.endsWith('.json')).map((name) => path.relative(root, name));

describe('typecheck projects', () => {
  const rootConfig = parsed(path.join(root, 'tsconfig.json'));
  const areaConfigs = areas.map((area) => parsed(path.join(root, area, 'tsconfig.json')));

  it('builds every area from the root, each as a composite project writing only into .cache', () => {
    expect(rootConfig.projectReferences?.map((reference) => path.relative(root, reference.path))).toEqual(
      areas,
    );
    for (const config of areaConfigs) {
      expect(config.options).toMatchObject({ composite: true, emitDeclarationOnly: true });
      expect(path.relative(root, config.options.outDir ?? '')).toMatch(/^\.cache\/tsc\//);
    }
  });

  it('checks each TypeScript file of src under exactly one tsconfig', () => {
    const owners = new Map<string, number>();
    for (const config of [rootConfig, ...areaConfigs]) {
      for (const file of files(config)) owners.set(file, (owners.get(file) ?? 0) + 1);
    }
    const inSrc = ts.sys
      .readDirectory(path.join(root, 'src'), ['.ts', '.tsx'])
      .map((name) => path.relative(root, name));
    expect(inSrc.filter((file) => owners.get(file) !== 1)).toEqual([]);
  });
});
