import { CalendarRange, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../core/search-params';
import { DateGridTable } from './date-grid-table';
import { dateGridAskedWithSearch, useDateGrid } from './use-date-grid';

function DateGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="date-grid-skeleton">
      <p className="sr-only">{t('results.dateGrid.loading')}</p>
      <div aria-hidden className="grid grid-cols-8 gap-1">
        {Array.from({ length: 24 }, (_, index) => (
          <div key={index} className="h-9 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
        ))}
      </div>
    </div>
  );
}

/**
 * "Flexible dates ±3 days": the best flight + hotel total for the dates around the search's, as a disclosure.
 * It starts shut on every screen, so the first deal card is in view when the page scrolls to the results (open,
 * the grid pushed it a screen and a half down at 1280 × 800). A failure is a short line inside it; the results
 * around it never depend on it.
 */
export function FlexibleDates({ search }: { search: SearchParams }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = useDateGrid(search, open || dateGridAskedWithSearch());
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <summary className="flex cursor-pointer items-center gap-2 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
        <CalendarRange aria-hidden className="size-5 text-brand-700" />
        {t('results.dateGrid.title')}
        <ChevronDown
          aria-hidden
          className="ms-auto size-5 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <div className="mt-3">
        {grid.isPending ? (
          <DateGridSkeleton />
        ) : grid.isError ? (
          <p className="text-sm text-slate-600">{t('results.dateGrid.failed')}</p>
        ) : (
          <DateGridTable grid={grid.data} />
        )}
      </div>
    </details>
  );
}
