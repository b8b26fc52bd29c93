import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { appPaths } from '../../core/routes';
import type { ShellPage } from '../../core/page-shells';
import { SiteShell } from '../app/layout';
import { HomeHero } from '../components/home-hero';
import { ExploreHero } from '../features/explore/explore-hero';
import { SessionContext, type SessionContextValue } from '../features/auth/session-context';
import { DrawnShell } from './drawn-shell';

const shellPaths: Record<ShellPage, string> = {
  home: appPaths.home,
  explore: appPaths.explore,
  frame: appPaths.about,
};

// As every visit starts: the session not looked up yet, so the header holds the Sign in button's place.
const sessionLoading: SessionContextValue = {
  user: null,
  session: null,
  loading: true,
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
};

function ShellContent({ page }: { page: ShellPage }) {
  if (page === 'home') return <HomeHero />;
  if (page === 'explore') return <ExploreHero />;
  return null;
}

/**
 * The HTML a page shows before its script runs, drawn by the same components React then renders in its place:
 * the site's frame and, for home and explore, the hero. Same markup, same size, so the swap neither shifts nor
 * repaints a larger element, and the hero is the page's largest paint from the first frame.
 */
export function renderPageShell(page: ShellPage, i18n: I18n): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={sessionLoading}>
          <DrawnShell value>
            <MemoryRouter initialEntries={[shellPaths[page]]}>
              <SiteShell>
                <ShellContent page={page} />
              </SiteShell>
            </MemoryRouter>
          </DrawnShell>
        </SessionContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
