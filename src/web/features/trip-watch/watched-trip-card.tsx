import { ExternalLink, Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import type { SavedSearch } from '../../../core/saved-search';
import { savedSearchQuery } from '../../../core/saved-search-query';
import { useFormatLocale } from '../results';
import { TripWatchSwitch } from './trip-watch-switch';
import { budgetText, savedSearchTitle, tripDatesText } from '../../lib/saved-search-texts';

/** One trip of the profile's Watched trips: what it is, its budget, the watch and its last check, and a way in. */
export function WatchedTripCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();

  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg font-semibold text-pretty break-words text-slate-900">
            {savedSearchTitle(search, t)}
          </h3>
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <Plane aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {tripDatesText(search, t, locale)}
          </p>
        </div>
        <p className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          <span className="sr-only">{t('savedSearches.card.budget')} </span>
          {budgetText(search, t, locale)}
        </p>
      </header>
      <div className="mt-auto space-y-3">
        <TripWatchSwitch search={search} titleId={titleId} />
        <Link
          to={{ pathname: appPaths.home, search: `?${savedSearchQuery(search)}` }}
          aria-describedby={titleId}
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs transition-colors hover:bg-slate-50"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('watch.list.open')}
        </Link>
      </div>
    </article>
  );
}
