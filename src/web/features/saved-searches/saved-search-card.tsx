import { BedDouble, CalendarCheck, Plane, Search, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatLongDate, formatShortDate } from '../../../core/formats';
import type { SavedSearch } from '../../../core/saved-search';
import { localIsoDate } from '../../../core/iso-date';
import { appPaths } from '../../../core/routes';
import { savedSearchQuery } from '../../../core/saved-search-query';
import { Button } from '../../components/ui/button';
import { useFormatLocale } from '../results';
import { TripWatchSwitch } from '../trip-watch';
import { DeleteSavedSearchButton } from './delete-saved-search-button';
import { budgetText, savedSearchTitle, tripDatesText } from '../../lib/saved-search-texts';

/** One fact of the card: an icon standing for its name (which screen readers hear instead), then the value. */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt className="mt-0.5 text-brand-700">
        <span aria-hidden className="block">
          {icon}
        </span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm text-slate-700">{children}</dd>
    </div>
  );
}

/** One saved search (product.md §2): what it was for, when it was saved, its trip watch, Search Again and delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const titleId = useId();
  const title = savedSearchTitle(search, t);
  const travellers = [
    t('savedSearches.card.adults', { count: search.flightAdults }),
    search.flightChildren > 0 && t('savedSearches.card.children', { count: search.flightChildren }),
    t('savedSearches.card.rooms', { count: search.rooms }),
  ].filter(Boolean);

  /** Opens the search's URL, which fills the form and runs it (product.md §2 Search Again). */
  function searchAgain() {
    void navigate({ pathname: appPaths.home, search: `?${savedSearchQuery(search)}` });
  }

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <header className="flex items-start justify-between gap-4">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold text-pretty break-words text-slate-900">
          {title}
        </h3>
        <p className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          <span className="sr-only">{t('savedSearches.card.budget')} </span>
          {budgetText(search, t, locale)}
        </p>
      </header>
      <dl className="mt-4 space-y-3">
        <DetailRow icon={<Plane className="size-4" />} label={t('savedSearches.card.flight')}>
          <span className="font-medium text-slate-900">
            {t('savedSearches.card.route', { from: search.flightFrom, to: search.flightTo })}
          </span>
          <br />
          {tripDatesText(search, t, locale)}
        </DetailRow>
        <DetailRow icon={<BedDouble className="size-4" />} label={t('savedSearches.card.stay')}>
          {search.accommodationLocation && (
            <>
              <span className="font-medium text-slate-900">{search.accommodationLocation}</span>
              <br />
            </>
          )}
          {t('savedSearches.card.stayDates', {
            checkIn: formatShortDate(search.checkInDate, locale),
            checkOut: formatShortDate(search.checkOutDate, locale),
          })}
        </DetailRow>
        <DetailRow icon={<Users className="size-4" />} label={t('savedSearches.card.travellers')}>
          {travellers.join(t('savedSearches.card.separator'))}
        </DetailRow>
        <DetailRow icon={<CalendarCheck className="size-4" />} label={t('savedSearches.card.savedOn')}>
          {t('savedSearches.card.saved', {
            date: formatLongDate(localIsoDate(new Date(search.createdAt)), locale),
          })}
        </DetailRow>
      </dl>
      <div className="mt-auto space-y-3 pt-5">
        <TripWatchSwitch search={search} titleId={titleId} />
        <div className="flex items-center gap-2">
          <Button onClick={searchAgain} className="flex-1">
            <Search aria-hidden className="size-4" />
            {t('savedSearches.card.searchAgain')}
          </Button>
          <DeleteSavedSearchButton search={search} title={title} />
        </div>
      </div>
    </article>
  );
}
