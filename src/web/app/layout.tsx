import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { ScrollToTop } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { CookieNotice } from '../features/cookie-consent/cookie-notice';
import { ErrorBoundary } from './error-boundary';

/** Skip link, header, the page's main area and footer; the build also draws it into every page's HTML. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:px-4 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      {/* At least a screen high less the header's 4 rem: the footer starts below the fold while a page's chunk
          loads, rather than showing and then being pushed down by the page. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Header, page and footer; while the page's chunk downloads, a spinner stands in for it. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SiteShell>
        {/* Keyed by path, so leaving a page that failed clears the error. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </SiteShell>
      <CookieNotice />
    </>
  );
}
