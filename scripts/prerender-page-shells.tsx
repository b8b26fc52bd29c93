/**
 * Draws every language's page shells (src/web/shell/render-page-shell.tsx) into the built web folder, for the
 * server to send inside `#root`: `tsx scripts/prerender-page-shells.tsx [dist/web]`, run by `npm run build`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type ResourceKey } from 'i18next';
import { fallbackLanguage, languageCodes } from '../src/core/languages';
import {
  pageShellsFile,
  shellPages,
  type PageShell,
  type PageShells,
  type ShellPage,
} from '../src/core/page-shells';
import { renderPageShell } from '../src/web/shell/render-page-shell';

const webFolder = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url)));
const localesFolder = fileURLToPath(new URL('../src/web/locales', import.meta.url));

const readLocale = (language: string): ResourceKey =>
  JSON.parse(readFileSync(path.join(localesFolder, `${language}.json`), 'utf8')) as ResourceKey;

const titleKeys = {
  home: 'titles.home',
  explore: 'titles.explore',
  frame: 'common.appName',
} as const satisfies Record<ShellPage, string>;

const fallback = readLocale(fallbackLanguage);
const shells: PageShells = {};
for (const language of languageCodes) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: languageCodes,
    resources: {
      [language]: { translation: readLocale(language) },
      [fallbackLanguage]: { translation: fallback },
    },
    interpolation: { escapeValue: false },
  });
  shells[language] = Object.fromEntries(
    shellPages.map((page) => [page, { html: renderPageShell(page, i18n), title: i18n.t(titleKeys[page]) }]),
  ) as Record<ShellPage, PageShell>;
}

const target = path.join(webFolder, pageShellsFile);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(shells));
console.log(
  `Wrote ${path.relative(process.cwd(), target)}: ${languageCodes.length} languages × ${shellPages.length} pages.`,
);
