import { CircleAlert, CircleCheck, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../core/formats';
import { appPaths } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { serverErrorText } from '../../lib/server-error-text';
import { useFormatLocale } from '../results';
import type { UnsubscribedTrip } from './trip-watch-api';

function SavedSearchesLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={appPaths.savedSearches}
      className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
    >
      {t('watch.toSavedSearches')}
    </Link>
  );
}

/** The unsubscribe page's one card: an icon, a heading, what happened or is asked, and what to do next. */
export function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      {icon}
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

/** The trip no longer mails: it was stopped here or before, or its saved search is gone (no trip). */
export function Unsubscribed({ trip }: { trip: UnsubscribedTrip | null }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Outcome
      icon={<CircleCheck aria-hidden className="size-12 text-emerald-600" />}
      title={t('watch.unsubscribe.doneTitle')}
    >
      <p className="max-w-md text-pretty text-slate-700">
        {trip
          ? t('watch.unsubscribe.doneTrip', {
              from: trip.flightFromName,
              to: trip.flightToName,
              date: formatLongDate(trip.departureDate, locale),
            })
          : t('watch.unsubscribe.done')}
      </p>
      {/* Without a trip its saved search is gone, and there is nothing to watch again. */}
      {trip && (
        <p className="max-w-md text-sm text-pretty text-slate-600">{t('watch.unsubscribe.changedMind')}</p>
      )}
      <div className="mt-2">
        <SavedSearchesLink />
      </div>
    </Outcome>
  );
}

/** A link without a token, or with one TripFit did not sign: nothing to show or stop. */
export function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Outcome
      icon={<CircleAlert aria-hidden className="size-12 text-amber-600" />}
      title={t('watch.unsubscribe.invalidTitle')}
    >
      <p className="max-w-md text-pretty text-slate-700">{t('watch.unsubscribe.invalidText')}</p>
      <div className="mt-2">
        <SavedSearchesLink />
      </div>
    </Outcome>
  );
}

/** A failure that was not the link's (the service busy, the network): says so, and offers to try again. */
export function Failed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Outcome icon={<CircleAlert aria-hidden className="size-12 text-red-600" />} title={title}>
      <p className="max-w-md text-pretty text-slate-700">
        {serverErrorText(error, t, t('watch.unsubscribe.failedText'))}
      </p>
      <Button variant="secondary" className="mt-2" onClick={retry}>
        <RotateCw aria-hidden className="size-4" />
        {t('savedSearches.retry')}
      </Button>
    </Outcome>
  );
}
