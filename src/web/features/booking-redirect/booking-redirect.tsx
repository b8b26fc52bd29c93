import { ArrowLeft, ExternalLink, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { Button } from '../../components/ui/button';
import { BookingDisclaimer } from './booking-disclaimer';
import { BookingTips } from './booking-tips';
import { CountdownBadge } from './countdown-badge';
import { PartnerCard } from './partner-card';
import { partnerTargets, type PartnerTarget } from './partner-targets';
import type { RedirectQuery } from './redirect-query';
import { redirectCountdownSeconds } from './redirect-timing';
import { useCountdown } from './use-countdown';
import { usePartnerTabs } from './use-partner-tabs';

/** Back to Search is a link (it navigates) dressed as the secondary Button beside it. */
const backLinkClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs transition-colors hover:bg-slate-50';

/** The hand-off to the partner sites (product.md §2 "Booking redirect page", §4 "Booking redirect countdown"). */
export function BookingRedirect({ query }: { query: RedirectQuery }) {
  const { t } = useTranslation();
  const targets = useMemo(() => partnerTargets(query), [query]);
  const remaining = useCountdown(redirectCountdownSeconds);
  const tabs = usePartnerTabs(targets, remaining === 0);

  // The name comes only from a link TripFit built; a refused card names just the kind of booking.
  const partnerName = ({ kind, link }: PartnerTarget) => {
    if (link.status === 'safe') return link.partner;
    return kind === 'flight'
      ? t('bookingRedirect.defaultFlightPartner')
      : t('bookingRedirect.defaultHotelPartner');
  };
  const safeTargets = targets.filter((target) => target.link.status === 'safe');
  // Only a page whose window.open threw counts as not opened (see openInNewTab), so the hint is shown only then.
  const showPopupHint = tabs.autoOpenFinished && safeTargets.some((target) => !tabs.opened[target.kind]);

  return (
    <div className="bg-linear-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8">
          <CountdownBadge remaining={remaining} />
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {t('bookingRedirect.title')}
          </h1>
          <p className="mt-2 text-slate-600">{t('bookingRedirect.subtitle')}</p>
          <p role="status" className="mt-3 text-sm font-medium text-brand-800">
            {remaining > 0
              ? t('bookingRedirect.countdown', { count: remaining })
              : t('bookingRedirect.ready')}
          </p>

          {targets.length > 0 ? (
            <ul className="mt-8 space-y-3 text-start">
              {targets.map((target) => (
                <PartnerCard
                  key={target.kind}
                  target={target}
                  partnerName={partnerName(target)}
                  opened={tabs.opened[target.kind]}
                  onOpen={() => tabs.open(target.kind)}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
              {t('bookingRedirect.noLinks')}
            </p>
          )}

          {showPopupHint && (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-start text-sm text-amber-900"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('bookingRedirect.popupBlocked')}
            </p>
          )}

          <div className="mt-6 space-y-3">
            <BookingDisclaimer />
            <SampleDataBadge kind="partner" />
          </div>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Link to={query.backTo} className={backLinkClass}>
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('bookingRedirect.backToSearch')}
            </Link>
            {safeTargets.length > 0 && (
              <Button onClick={tabs.openAll}>
                <ExternalLink aria-hidden className="size-4" />
                {t('bookingRedirect.openAll')}
              </Button>
            )}
          </div>
        </div>

        <BookingTips />
      </div>
    </div>
  );
}
