import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { textDirection } from '../../core/languages';
import {
  pageShellsFile,
  shellPageOf,
  shellPages,
  type PageShell,
  type PageShells,
} from '../../core/page-shells';

const pageShellSchema = z.object({ html: z.string(), title: z.string() });
// Every language holds every shell page (an enum-keyed record is exhaustive).
const pageShellsSchema = z.record(z.string(), z.record(z.enum(shellPages), pageShellSchema));

/** The build's drawn page shells (scripts/prerender-page-shells.tsx), or undefined when it wrote none. */
export function readPageShells(folder: string): PageShells | undefined {
  const file = path.join(folder, pageShellsFile);
  if (!existsSync(file)) return undefined;
  return pageShellsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * index.html with the page's shell drawn into `#root`, its title, and `<html lang dir>` of `language`, so a phone
 * paints the header and hero as soon as the HTML and CSS arrive, before the scripts have run.
 */
export function withPageShell(indexHtml: string, shell: PageShell, language: string): string {
  return indexHtml
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${textDirection(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${shell.html}</div>`);
}

/** The shell for `pathname` in `language`, if the build drew that language. */
export function shellFor(shells: PageShells, pathname: string, language: string): PageShell | undefined {
  return shells[language]?.[shellPageOf(pathname)];
}
