import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMoney, formatTime } from '../../../core/formats';
import { localIsoDate } from '../../../core/iso-date';
import type { SavedSearch } from '../../../core/saved-search';
import { useFormatLocale } from '../results';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** When the last check finished, in the visitor's own time zone: the date as the cards write it, and HH:MM. */
function checkMoment(checkedAt: string, locale: string): { date: string; time: string } {
  const moment = new Date(checkedAt);
  const day = localIsoDate(moment);
  return {
    date: formatLongDate(day, locale),
    time: formatTime(`${day}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`),
  };
}

/** What the watch last found, or why it says nothing yet. */
function tripWatchStatusText(search: SavedSearch, t: TFunction, locale: string): string {
  const { watching, checkedAt, bestTotal, ended } = search.watch;
  if (ended === 'departed') return t('watch.status.departed');
  if (ended === 'paused') return t('watch.status.paused');
  if (checkedAt === null) return t(watching ? 'watch.status.notChecked' : 'watch.status.off');
  const checked = checkMoment(checkedAt, locale);
  return bestTotal === null
    ? t('watch.status.noDeal', checked)
    : t('watch.status.best', { ...checked, total: formatMoney(bestTotal, search.currency, locale) });
}

/** The status line under a watch switch, on the saved search card and in Watched trips. */
export function TripWatchStatus({ search, id }: { search: SavedSearch; id?: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <p id={id} className="text-xs text-pretty text-slate-600">
      {tripWatchStatusText(search, t, locale)}
    </p>
  );
}
