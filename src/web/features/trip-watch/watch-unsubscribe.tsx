import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { savedSearchTitle, tripDatesText } from '../../lib/saved-search-texts';
import { savedSearchesQueryKey } from '../../lib/user-data-query-keys';
import { useFormatLocale } from '../results';
import { readUnsubscribeLink, unsubscribeFromWatch, type UnsubscribeLinkTrip } from './trip-watch-api';
import { Failed, InvalidLink, Outcome, Unsubscribed } from './unsubscribe-outcomes';

const isInvalidToken = (error: unknown) => error instanceof ApiError && error.code === 'invalid_token';

/** The trip the link is about, and the one button that stops watching it. */
function StopWatching({
  trip,
  busy,
  onStop,
}: {
  trip: UnsubscribeLinkTrip;
  busy: boolean;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Outcome
      icon={<BellOff aria-hidden className="size-12 text-brand-700" />}
      title={t('watch.unsubscribe.confirmTitle')}
    >
      <div className="space-y-1">
        <p className="text-lg font-semibold text-pretty break-words text-slate-900">
          {savedSearchTitle(trip, t)}
        </p>
        <p className="text-slate-700">{tripDatesText(trip, t, locale)}</p>
      </div>
      <p className="max-w-md text-sm text-pretty text-slate-600">{t('watch.unsubscribe.confirmText')}</p>
      {/* Not disabled while stopping: a disabled button would drop the keyboard focus. */}
      <Button className="mt-2" aria-busy={busy || undefined} onClick={onStop}>
        {busy ? (
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        ) : (
          <BellOff aria-hidden className="size-4" />
        )}
        {t('watch.unsubscribe.stop')}
      </Button>
    </Outcome>
  );
}

/**
 * A watch mail's unsubscribe link (no sign-in needed). Opening it only reads which trip the link is about, so a
 * mail scanner that loads the page changes nothing; the watch stops when its Stop watching button is pressed.
 * Mail apps stop it without the page, with RFC 8058's one-click POST.
 */
export function WatchUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: ({ signal }) => readUnsubscribeLink(token, signal),
    enabled: token !== '',
    // A link TripFit did not sign stays so; any other failure offers Try again.
    retry: false,
  });
  const stop = useMutation({
    mutationFn: unsubscribeFromWatch,
    // A signed-in visitor's cached lists may still show the watch on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });

  if (!token || isInvalidToken(link.error) || isInvalidToken(stop.error)) return <InvalidLink />;
  if (stop.isSuccess) return <Unsubscribed trip={stop.data} />;
  if (stop.isError) {
    return (
      <Failed
        title={t('watch.unsubscribe.failedTitle')}
        error={stop.error}
        retry={() => stop.mutate(token)}
      />
    );
  }
  if (link.isError) {
    return (
      <Failed
        title={t('watch.unsubscribe.loadFailedTitle')}
        error={link.error}
        retry={() => void link.refetch()}
      />
    );
  }
  if (link.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <LoaderCircle aria-hidden className="size-8 text-brand-700 motion-safe:animate-spin" />
        {t('watch.unsubscribe.loading')}
      </div>
    );
  }
  const trip = link.data;
  if (!trip?.watching) return <Unsubscribed trip={trip} />;
  return (
    <StopWatching
      trip={trip}
      busy={stop.isPending}
      onStop={() => {
        if (!stop.isPending) stop.mutate(token);
      }}
    />
  );
}
