import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { appPaths } from '../../core/routes';
import { ErrorBoundary } from './error-boundary';
import { preloadable } from '../lib/preloadable';
import { RootLayout } from './layout';

type PageRoute = RouteObject & {
  /** Starts downloading the page's chunk before it renders. */
  preload?: () => Promise<unknown>;
};

/**
 * A page in its own chunk, fetched when first shown or through `preload`, whichever comes first; once fetched
 * it renders at once, with no spinner in between.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<PageRoute, 'element' | 'preload'> {
  const { Component: Page, preload } = preloadable(load);
  return { element: <Page />, preload };
}

// Declarative routes (`useRoutes`), not a data router: createBrowserRouter and RouterProvider would add about
// 17 kB gzip to every first download, and no page uses loaders or actions. The layout ships with the entry so it
// shows at once; every page is its own chunk.
const routes: PageRoute[] = [
  {
    path: appPaths.home,
    element: (
      <ErrorBoundary>
        <RootLayout />
      </ErrorBoundary>
    ),
    children: [
      { index: true, ...lazyPage(async () => (await import('../pages/home-page')).HomePage) },
      {
        path: appPaths.explore,
        ...lazyPage(async () => (await import('../pages/explore-page')).ExplorePage),
      },
      { path: appPaths.auth, ...lazyPage(async () => (await import('../pages/auth-page')).AuthPage) },
      {
        path: appPaths.profile,
        ...lazyPage(async () => (await import('../pages/profile-page')).ProfilePage),
      },
      {
        path: appPaths.savedSearches,
        ...lazyPage(async () => (await import('../pages/saved-searches-page')).SavedSearchesPage),
      },
      { path: appPaths.about, ...lazyPage(async () => (await import('../pages/about-page')).AboutPage) },
      {
        path: appPaths.contact,
        ...lazyPage(async () => (await import('../pages/contact-page')).ContactPage),
      },
      { path: appPaths.terms, ...lazyPage(async () => (await import('../pages/terms-page')).TermsPage) },
      {
        path: appPaths.privacy,
        ...lazyPage(async () => (await import('../pages/privacy-page')).PrivacyPage),
      },
      {
        path: appPaths.bookingRedirect,
        ...lazyPage(async () => (await import('../pages/booking-redirect-page')).BookingRedirectPage),
      },
      {
        path: appPaths.unsubscribe,
        ...lazyPage(async () => (await import('../pages/unsubscribe-page')).UnsubscribePage),
      },
      { path: '*', ...lazyPage(async () => (await import('../pages/not-found-page')).NotFoundPage) },
    ],
  },
];

/** The page for the current location, inside the site layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the page for `pathname`, e.g. while the language file loads; settles once it has arrived
 * or failed (the page's error boundary then shows the failure).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matches.map(({ route }) => route.preload?.()));
}
