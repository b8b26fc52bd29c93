import { BellRing, Bookmark, LoaderCircle, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { useWatchedTrips } from './use-trip-watch';
import { WatchedTripCard } from './watched-trip-card';

/** The profile's Watched trips: every saved search that is or was watched, or how to start watching one. */
export function WatchedTripList() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: trips, isPending, error, refetch } = useWatchedTrips();

  if (isPending && !error) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <LoaderCircle aria-hidden className="size-8 text-brand-700 motion-safe:animate-spin" />
        {t('watch.list.loading')}
      </div>
    );
  }

  if (!trips) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
        <p className="text-slate-700">{t('watch.list.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RotateCw aria-hidden className="size-4" />
          {t('savedSearches.retry')}
        </Button>
      </div>
    );
  }

  if (trips.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <BellRing aria-hidden className="size-7" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('watch.list.emptyTitle')}</h2>
        <p className="max-w-md text-pretty text-slate-600">{t('watch.list.emptyText')}</p>
        <Link
          to={appPaths.savedSearches}
          className="mt-2 inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          <Bookmark aria-hidden className="size-4" />
          {t('watch.toSavedSearches')}
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="space-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {t('watch.list.title')}
        </h2>
        <p className="text-pretty text-slate-600">{t('watch.list.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {trips.map((trip) => (
          <li key={trip.id} className="min-w-0">
            <WatchedTripCard search={trip} />
          </li>
        ))}
      </ul>
    </section>
  );
}
