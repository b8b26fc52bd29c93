import { SlidersHorizontal, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilters, type ResultFacets, type ResultFilters } from '../../../core/results-view';
import { Button } from '../../components/ui/button';
import { FiltersPanel } from './filters-panel';

interface FiltersSheetProps {
  facets: ResultFacets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  /** Hotels the page shows with the filters as they are. */
  hotels: number;
}

/**
 * Phones and tablets: a Filters button opening the panel as a sheet from the side. Radix gives it the dialog
 * semantics, aria-expanded on the button, a focus trap, Escape to close and focus back on the button.
 */
export function FiltersSheet({ facets, filters, onChange, hotels }: FiltersSheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = activeFilters(filters).length;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('resultsView.filters.open')}
          {active > 0 && (
            <>
              <span
                aria-hidden
                className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs text-white tabular-nums"
              >
                {active}
              </span>
              {/* A text node, not a space inside the span: every browser keeps it in the button's name. */}{' '}
              <span className="sr-only">({t('resultsView.filters.active', { count: active })})</span>
            </>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {t('resultsView.filters.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('resultsView.filters.close')}
              className="grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <FiltersPanel facets={facets} filters={filters} onChange={onChange} />
          </div>
          <div className="border-t border-slate-200 p-4">
            <Dialog.Close asChild>
              <Button className="w-full">{t('resultsView.filters.showHotels', { count: hotels })}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
