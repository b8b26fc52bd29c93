import { Cookie, X } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import type { CookieConsent } from './cookie-consent-store';

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The notice itself: a non-modal card at the bottom until the visitor chooses. It is sticky at the end of the
 * page rather than fixed, so scrolling to the end uncovers everything beneath it, even on a 375 px phone.
 */
export function CookieNoticeCard({ choose }: { choose: (choice: CookieConsent) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();

  return (
    // Over the page, not in its flow, so its arrival moves nothing; only the card itself takes clicks.
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4">
      <section
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="pointer-events-auto relative mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:p-5"
      >
        <button
          type="button"
          aria-label={t('cookies.close')}
          onClick={() => choose('essential')}
          className="absolute end-2 top-2 grid size-9 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden className="size-4" />
        </button>
        <div className="flex items-center gap-3 pe-10">
          <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid">
            <Cookie aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id={titleId} className="font-semibold text-slate-900">
              {t('cookies.title')}
            </h2>
            <p className="text-sm text-slate-500">{t('cookies.subtitle')}</p>
          </div>
        </div>
        {/* Two blocks, not one: a phone's browser would take one block this size, painted 2 s after load, for the
            page's largest content (LCP) instead of the hero above it. */}
        <p id={bodyId} className="mt-3 text-sm leading-5 text-slate-700 sm:leading-6">
          <span className="block">{t('cookies.body')}</span>
          <span className="block">
            <Trans
              i18nKey="cookies.readMore"
              components={{
                privacyLink: <Link to={appPaths.privacy} className={linkClassName} />,
                termsLink: <Link to={appPaths.terms} className={linkClassName} />,
              }}
            />
          </span>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => choose('essential')}>
            {t('cookies.essentialOnly')}
          </Button>
          <Button size="sm" onClick={() => choose('all')}>
            {t('cookies.acceptAll')}
          </Button>
        </div>
      </section>
    </div>
  );
}
