import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readBuildManifest } from '../../src/server/http/page-preloads';
import { markdownTable } from '../markdown-table';

/** Issue 31's budget: the app's own script (src/web/main.tsx's chunk), before compression. */
export const mainChunkBudgetBytes = 250 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The app's script and every chunk it imports statically in the build at `distWeb` (what each page loads before
 * its own chunk), raw and gzipped, and whether the app's script keeps to its budget. Read from the build the bench
 * just made: no second build.
 */
export function mainChunkReport(distWeb: string): { table: string; withinBudget: boolean } {
  const manifest = readBuildManifest(distWeb);
  if (!manifest) throw new Error(`${distWeb} has no build manifest`);
  const rows: string[][] = [];
  let mainBytes = Number.NaN;
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    const code = readFileSync(`${distWeb}/${chunk.file}`);
    if (key === 'main.tsx') mainBytes = code.length;
    rows.push([chunk.file, kb(code.length), kb(gzipSync(code, { level: 9 }).length)]);
    chunk.imports?.forEach((name) => visit(name, seen));
  };
  visit('main.tsx', new Set());
  const withinBudget = mainBytes <= mainChunkBudgetBytes;
  const verdict = `main chunk ${kb(mainBytes)} raw, budget ${kb(mainChunkBudgetBytes)}: ${withinBudget ? 'within' : 'OVER'}`;
  return { table: `${markdownTable(['Chunk', 'Raw', 'Gzip'], rows)}\n\n${verdict}`, withinBudget };
}
