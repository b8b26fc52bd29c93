import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md's recipes name the files to touch and the tests to copy; a renamed or moved file would leave a
 * maintainer following a dead path. Every repository path it names, in backticks or as a link, must exist.
 */

const root = path.resolve(import.meta.dirname, '../..');

/** The page without its fenced blocks, which hold commands rather than paths. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** A repository path: folders and a file name, no placeholder, no URL, no absolute path. */
const repoPath = /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/;
const fileName = /\.(?:ts|tsx|js|json|md|sql)$/;

function namedPaths(markdown: string): string[] {
  const text = prose(markdown);
  const inBackticks = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  const linked = [...text.matchAll(/\]\(([^)\s#]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
  return [...new Set([...inBackticks, ...linked])].filter(
    (candidate) => repoPath.test(candidate) && (candidate.includes('/') || fileName.test(candidate)),
  );
}

describe('CONTRIBUTING.md', () => {
  const markdown = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

  it('names the real files of its recipes', () => {
    expect(namedPaths(markdown).length).toBeGreaterThan(50);
  });

  it('names no path that does not exist', () => {
    const missing = namedPaths(markdown).filter((named) => !existsSync(path.join(root, named)));
    expect(missing).toEqual([]);
  });
});

describe('the path reader', () => {
  it('reads backticked paths and relative links, not commands, placeholders or addresses', () => {
    const sample = [
      'See `src/core/routes.ts`, `npm run dev`, `src/web/features/<feature>/index.ts`, `/api/health`,',
      '[the design](DESIGN.md), [a site](https://example.com/a.md) and `vitest.config.ts`.',
      '```sh',
      'npx vitest run src/ignored.test.ts',
      '```',
    ].join('\n');
    expect(namedPaths(sample).sort()).toEqual(['DESIGN.md', 'src/core/routes.ts', 'vitest.config.ts']);
  });
});
