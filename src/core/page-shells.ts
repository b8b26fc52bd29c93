import { appPaths, withoutTrailingSlash } from './routes';

/**
 * The pages whose first screen the build draws as HTML (scripts/prerender-page-shells.tsx) and the server sends
 * before any script runs: the home and explore heroes; every other path gets the site's frame alone.
 */
export const shellPages = ['home', 'explore', 'frame'] as const;
export type ShellPage = (typeof shellPages)[number];

/** The drawn shell a path shows. */
export function shellPageOf(pathname: string): ShellPage {
  switch (withoutTrailingSlash(pathname)) {
    case appPaths.home:
      return 'home';
    case appPaths.explore:
      return 'explore';
    default:
      return 'frame';
  }
}

/** A drawn shell: the markup inside `#root` and the tab's title. */
export interface PageShell {
  html: string;
  title: string;
}

/** Every language's shells, as the build writes them into the web folder. */
export type PageShells = Record<string, Record<ShellPage, PageShell>>;

/** Where the build writes the shells, relative to the built web folder; never served as a file. */
export const pageShellsFile = '.prerendered/page-shells.json';
