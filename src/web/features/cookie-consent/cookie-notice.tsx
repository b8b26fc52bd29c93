import { lazy, Suspense, useEffect, useState } from 'react';
import { useCookieConsent } from './cookie-consent-store';

/** product.md §9: the notice waits this long after load, so it does not compete with the first view. */
export const cookieNoticeDelayMs = 2000;

// The card (with react-i18next's Trans and its HTML parser) loads when the delay has passed, not with the page.
const loadCard = () => import('./cookie-notice-card');
const CookieNoticeCard = lazy(async () => ({ default: (await loadCard()).CookieNoticeCard }));

/** product.md §2 cookie notice: shown 2 seconds after load, until the visitor chooses. */
export function CookieNotice() {
  const { consent, choose } = useCookieConsent();
  const [cardLoaded, setCardLoaded] = useState(false);

  useEffect(() => {
    if (consent) return;
    const timer = setTimeout(() => {
      loadCard().then(
        () => setCardLoaded(true),
        // Say, the page outlived a deploy that removed the chunk: no notice this time, the page keeps working.
        (error: unknown) => console.error('Could not load the cookie notice', error),
      );
    }, cookieNoticeDelayMs);
    return () => clearTimeout(timer);
  }, [consent]);

  if (consent || !cardLoaded) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticeCard choose={choose} />
    </Suspense>
  );
}
