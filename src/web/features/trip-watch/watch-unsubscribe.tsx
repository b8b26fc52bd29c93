import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../core/formats';
import { appPaths } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';
import { useFormatLocale } from '../results';
import { savedSearchesQueryKey } from '../../lib/user-data-query-keys';
import { type UnsubscribedTrip, unsubscribeFromWatch } from './trip-watch-api';

const isInvalidToken = (error: unknown) => error instanceof ApiError && error.code === 'invalid_token';

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

/** The page's one card: an icon, a heading, what happened, and what to do next. */
function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      {icon}
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

function Unsubscribed({ trip }: { trip: UnsubscribedTrip | null }) {
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

/**
 * A watch mail's one-click unsubscribe (no sign-in needed): sends the link's token once, then says which trip
 * no longer mails, or why the link did not work.
 */
export function WatchUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unsubscribe = useMutation({
    mutationFn: unsubscribeFromWatch,
    // A signed-in visitor's cached lists may still show the watch on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
  const { mutate } = unsubscribe;
  // StrictMode runs effects twice in development; the ref keeps it to one request per token.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token || isInvalidToken(unsubscribe.error)) {
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
  if (unsubscribe.isError) {
    return (
      <Outcome
        icon={<CircleAlert aria-hidden className="size-12 text-red-600" />}
        title={t('watch.unsubscribe.failedTitle')}
      >
        <p className="max-w-md text-pretty text-slate-700">
          {serverErrorText(unsubscribe.error, t, t('watch.unsubscribe.failedText'))}
        </p>
        <Button variant="secondary" className="mt-2" onClick={() => mutate(token)}>
          <RotateCw aria-hidden className="size-4" />
          {t('savedSearches.retry')}
        </Button>
      </Outcome>
    );
  }
  if (unsubscribe.isSuccess) return <Unsubscribed trip={unsubscribe.data} />;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
      <LoaderCircle aria-hidden className="size-8 text-brand-700 motion-safe:animate-spin" />
      {t('watch.unsubscribe.pending')}
    </div>
  );
}
