import { createBrowserRouter, type RouteObject } from 'react-router';
import { appPaths } from '../../core/routes';
import { RootLayout, RootLayoutFallback } from './layout';

// Every page is its own chunk (route-level `lazy`); the layout ships with the entry so it shows at once.
export const routes: RouteObject[] = [
  {
    path: appPaths.home,
    Component: RootLayout,
    HydrateFallback: RootLayoutFallback,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../pages/home-page')).HomePage }) },
      {
        path: appPaths.auth,
        lazy: async () => ({ Component: (await import('../pages/auth-page')).AuthPage }),
      },
      {
        path: appPaths.profile,
        lazy: async () => ({ Component: (await import('../pages/profile-page')).ProfilePage }),
      },
      {
        path: appPaths.savedSearches,
        lazy: async () => ({ Component: (await import('../pages/saved-searches-page')).SavedSearchesPage }),
      },
      {
        path: appPaths.about,
        lazy: async () => ({ Component: (await import('../pages/about-page')).AboutPage }),
      },
      {
        path: appPaths.contact,
        lazy: async () => ({ Component: (await import('../pages/contact-page')).ContactPage }),
      },
      {
        path: appPaths.terms,
        lazy: async () => ({ Component: (await import('../pages/terms-page')).TermsPage }),
      },
      {
        path: appPaths.privacy,
        lazy: async () => ({ Component: (await import('../pages/privacy-page')).PrivacyPage }),
      },
      {
        path: appPaths.bookingRedirect,
        lazy: async () => ({
          Component: (await import('../pages/booking-redirect-page')).BookingRedirectPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
