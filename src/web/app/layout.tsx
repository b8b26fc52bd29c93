import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { ScrollToTop } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { CookieNotice } from '../features/cookie-consent/cookie-notice';

function SiteShell({ children }: { children: ReactNode }) {
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
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Header, page and footer; while the next page's chunk downloads, a spinner stands in for the page. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      <SiteShell>{navigation.state === 'loading' ? <PageSpinner /> : <Outlet />}</SiteShell>
      <CookieNotice />
    </>
  );
}

/** Shown on first load until the page's chunk arrives, so header and footer never wait for it. */
export function RootLayoutFallback() {
  return (
    <SiteShell>
      <PageSpinner />
    </SiteShell>
  );
}
