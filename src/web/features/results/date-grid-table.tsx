import { useId } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { DateGrid, DateGridCell } from '../../../core/date-grid';
import { dateGridCellQuery } from '../../../core/date-grid-url';
import { formatTripDate } from '../../../core/formats';
import { appPaths } from '../../../core/routes';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { DateGridCellButton } from './date-grid-cell';
import { dateGridLayout } from './date-grid-layout';
import { useFormatLocale } from './use-format-locale';

const headText = 'text-xs font-medium whitespace-nowrap text-slate-600';

function Legend({ nights }: { nights: number }) {
  const { t } = useTranslation();
  const entries = [
    [
      'bg-emerald-100 ring-1 ring-emerald-300',
      t('results.dateGrid.legendCheapestNights', { nights: t('dealCard.nights', { count: nights }) }),
    ],
    ['bg-slate-100 ring-1 ring-slate-300', t('results.dateGrid.legendOverBudget')],
    ['bg-white ring-2 ring-brand-700', t('results.dateGrid.legendSearched')],
  ] as const;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {entries.map(([swatch, text], index) => (
        <li key={text} className="flex items-center gap-1.5">
          <span aria-hidden className={`grid size-3.5 place-items-center rounded-sm ${swatch}`}>
            {/* The cheapest cell's star, as the cells show it. */}
            {index === 0 && <Star className="size-2.5 fill-current text-emerald-800" />}
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The grid as a table: departures down, returns across (one row for a one-way trip); a cell runs its search. */
export function DateGridTable({ grid }: { grid: DateGrid }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const captionId = useId();
  const { columns, rows } = dateGridLayout(grid);
  const oneWay = rows.every((row) => row.departureDate === undefined);
  // The search lives in the URL: the cell's dates there run it as a link would (useUrlSearch).
  const choose = (cell: DateGridCell) =>
    void navigate({ pathname: appPaths.home, search: `?${dateGridCellQuery(search, cell)}` });

  return (
    <>
      {/* Scrolls on its own on a phone; focusable so the keyboard can scroll it too. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg">
        <table className="w-full border-separate border-spacing-1">
          <caption id={captionId} className="pb-2 text-start text-sm text-slate-600">
            {t(oneWay ? 'results.dateGrid.captionOneWay' : 'results.dateGrid.caption')}
          </caption>
          <thead>
            <tr>
              <td className={`${headText} align-bottom`}>
                {!oneWay && <span className="block text-end">{t('results.dateGrid.returnHead')}</span>}
                <span className="block text-start">{t('results.dateGrid.departureHead')}</span>
              </td>
              {columns.map((date) => (
                <th key={date} scope="col" className={`${headText} px-1`}>
                  {formatTripDate(date, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.departureDate ?? 'one-way'}>
                <th scope="row" className={`${headText} pe-2 text-start`}>
                  {row.departureDate
                    ? formatTripDate(row.departureDate, locale)
                    : t('results.dateGrid.total')}
                </th>
                {row.cells.map((cell) => (
                  <td key={`${cell.departureDate}/${cell.returnDate ?? ''}`}>
                    <DateGridCellButton
                      cell={cell}
                      currency={grid.currency}
                      searchedNights={grid.nights}
                      onChoose={choose}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Legend nights={grid.nights} />
      <SampleDataBadge className="mt-3 w-fit" />
    </>
  );
}
