import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/formats';
import type { SavedSearch } from '../../../core/saved-search';
import { useFormatLocale } from '../results';
import { checkMoment } from './check-moment';

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
