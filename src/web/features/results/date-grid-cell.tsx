import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DateGridCell } from '../../../core/date-grid';
import { formatMoney, formatTripDate } from '../../../core/formats';
import { useFormatLocale } from './use-format-locale';

interface DateGridCellButtonProps {
  cell: DateGridCell;
  currency: string;
  /** The searched stay's nights: a cell of other nights says so, muted. */
  searchedNights: number;
  onChoose: (cell: DateGridCell) => void;
}

function labelKey(cell: DateGridCell) {
  if (cell.cheapest)
    return cell.withinBudget ? 'results.dateGrid.cellCheapest' : 'results.dateGrid.cellCheapestOverBudget';
  return cell.withinBudget ? 'results.dateGrid.cell' : 'results.dateGrid.cellOverBudget';
}

/** Green for the cheapest, muted over the budget; the searched cell outlined (one ring class at a time). */
function cellLook(cell: DateGridCell, searched: boolean): string {
  const ring = searched ? 'ring-2 ring-inset ring-brand-700' : 'ring-1 ring-inset ring-slate-200';
  if (cell.cheapest) return `${ring} bg-emerald-50 font-semibold text-emerald-800 hover:bg-emerald-100`;
  if (!cell.withinBudget) return `${ring} bg-slate-50 text-slate-500 hover:bg-slate-100`;
  return `${ring} bg-white text-slate-900 hover:bg-brand-50`;
}

/** One date pair: its best total as a button that runs its search, or "—" when it cannot be had. */
export function DateGridCellButton({ cell, currency, searchedNights, onChoose }: DateGridCellButtonProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (cell.totalPrice === null) {
    return (
      <span className="block py-2 text-center text-slate-400">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('results.dateGrid.unavailable')}</span>
      </span>
    );
  }
  const departure = formatTripDate(cell.departureDate, locale);
  const price = formatMoney(cell.totalPrice, currency, locale);
  const nights = t('dealCard.nights', { count: cell.nights });
  // The dates come first, so a cell reached by Tab alone still says which trip it is.
  const dates = cell.returnDate
    ? t('results.dateGrid.roundTripDates', { departure, return: formatTripDate(cell.returnDate, locale) })
    : t('results.dateGrid.oneWayDate', { departure });
  const searched = cell.departureOffset === 0 && (cell.returnOffset ?? 0) === 0;
  return (
    <button
      type="button"
      aria-label={t(labelKey(cell), {
        dates,
        price: t('results.dateGrid.priceAndNights', { price, nights }),
      })}
      aria-current={searched ? 'true' : undefined}
      onClick={() => onChoose(cell)}
      className={`flex min-h-11 w-full min-w-20 flex-col items-center justify-center rounded-lg px-2 py-1.5 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${cellLook(cell, searched)}`}
    >
      {/* The price and nights are all the button shows in words, so its name (dates, price, nights, cheapest)
          holds what is seen; the star and the legend tell the cheapest to the eye. */}
      <span className="inline-flex items-center gap-1">
        {cell.cheapest && <Star aria-hidden className="size-3.5 fill-current" />}
        {price}
      </span>{' '}
      <span
        className={`text-xs font-normal ${cell.nights === searchedNights ? '' : 'text-slate-600 italic'}`}
      >
        {nights}
      </span>
    </button>
  );
}
