import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The maintainer docs stay true: CONTRIBUTING.md's recipes name the files to touch and the tests to copy, and the
 * code cites docs/product.md by section. A moved file or a renumbered section would leave a reader at a dead end.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

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

/** Section numbers of product.md's headings: '4', '4.2'. */
function productSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} §(\d+(?:\.\d+)?) /gm)].map((match) => match[1] ?? ''));
}

/** Every section a text cites as `product.md §4.2`, with the end of a range (`§7–9`) too. */
function citedSections(text: string): string[] {
  return [...text.matchAll(/product\.md §(\d+(?:\.\d+)?)(?:[–-](\d+))?/g)].flatMap((match) =>
    [match[1], match[2]].filter((section): section is string => section !== undefined),
  );
}

const sourceFolders = ['src', 'tests', 'bench', 'scripts'];

function sourceFiles(): string[] {
  return sourceFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

describe('CONTRIBUTING.md', () => {
  const markdown = read('CONTRIBUTING.md');

  it('names the real files of its recipes', () => {
    expect(namedPaths(markdown).length).toBeGreaterThan(50);
  });

  it('names no path that does not exist', () => {
    const missing = namedPaths(markdown).filter((named) => !existsSync(path.join(root, named)));
    expect(missing).toEqual([]);
  });
});

describe('citations of docs/product.md', () => {
  const sections = productSections(read('docs/product.md'));

  it('keeps the first specification’s numbering, §1 to §9', () => {
    for (const section of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) expect(sections).toContain(section);
  });

  it('cites only sections that exist, in the code, README.md, DESIGN.md and CONTRIBUTING.md', () => {
    const files = [...sourceFiles(), 'README.md', 'DESIGN.md', 'CONTRIBUTING.md'];
    const dangling = files.flatMap((file) =>
      citedSections(read(file))
        .filter((section) => !sections.has(section))
        .map((section) => `${file}: §${section}`),
    );
    expect(dangling).toEqual([]);
  });
});

describe('the readers', () => {
  it('read backticked paths and relative links, not commands, placeholders or addresses', () => {
    const sample = [
      'See `src/core/routes.ts`, `npm run dev`, `src/web/features/<feature>/index.ts`, `/api/health`,',
      '[the design](DESIGN.md), [a site](https://example.com/a.md) and `vitest.config.ts`.',
      '```sh',
      'npx vitest run src/ignored.test.ts',
      '```',
    ].join('\n');
    expect(namedPaths(sample).sort()).toEqual(['DESIGN.md', 'src/core/routes.ts', 'vitest.config.ts']);
  });

  it('read headings and citations with their ranges', () => {
    expect([...productSections('## §4 Results\n### §4.2 Save\n#### §4.2.1 deeper\ntext §5\n')]).toEqual([
      '4',
      '4.2',
    ]);
    expect(citedSections('(product.md §4.2), product.md §7–9 and SPEC §3')).toEqual(['4.2', '7', '9']);
  });
});
