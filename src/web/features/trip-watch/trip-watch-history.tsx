import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDate } from '../../../core/formats';
import type { SavedSearch } from '../../../core/saved-search';
import { lowestCheck, watchHistoryRows, type WatchHistoryRow } from '../../../core/watch-history';
import { useFormatLocale } from '../results';
import { checkMoment } from './check-moment';

/** How many of the latest checks the card shows before the disclosure: enough for a trend, small at 375 px. */
const latestShown = 3;

const cueStyles = { lower: 'text-emerald-700', higher: 'text-rose-700' } as const;

/** One check: when, and its best total with ↓/↑ against the check before (screen readers hear the words). */
function CheckRow({ row, currency }: { row: WatchHistoryRow; currency: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <li className="flex items-baseline justify-between gap-3">
      <span>{t('watch.history.when', checkMoment(row.checkedAt, locale, formatShortDate))}</span>
      <span className="text-end font-medium text-slate-800 tabular-nums">
        {row.bestTotal === null ? t('watch.history.noDeal') : formatMoney(row.bestTotal, currency, locale)}
        {row.change && (
          <>
            <span aria-hidden className={`ms-1 ${cueStyles[row.change]}`}>
              {row.change === 'lower' ? '↓' : '↑'}
            </span>
            <span className="sr-only"> ({t(`watch.history.${row.change}`)})</span>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * A watched trip's own history (issue 30): the latest checks' best totals, the lowest seen, and every check
 * behind a disclosure. Nothing before the first check.
 */
export function TripWatchHistory({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const headingId = useId();
  const { history } = search.watch;
  if (history.length === 0) return null;
  const rows = watchHistoryRows(history);
  const lowest = lowestCheck(history);
  const list = (shown: readonly WatchHistoryRow[]) => (
    <ul className="space-y-0.5">
      {shown.map((row) => (
        <CheckRow key={row.checkedAt} row={row} currency={search.currency} />
      ))}
    </ul>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-xs text-slate-600"
    >
      <h4 id={headingId} className="font-semibold text-slate-800">
        {t('watch.history.title')}
      </h4>
      {list(rows.slice(0, latestShown))}
      {lowest && (
        <p>
          {t('watch.history.lowest', {
            total: formatMoney(lowest.bestTotal, search.currency, locale),
            date: checkMoment(lowest.checkedAt, locale, formatShortDate).date,
          })}
        </p>
      )}
      {rows.length > latestShown && (
        <details>
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand-700">
            {t('watch.history.all', { checks: rows.length })}
          </summary>
          {list(rows)}
        </details>
      )}
    </section>
  );
}
