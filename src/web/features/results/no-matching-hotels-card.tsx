import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FilterName, LoosenSuggestion, ResultFilters } from '../../../core/results-view';
import { Button } from '../../components/ui/button';
import { filterSummary } from './filter-labels';
import { useFormatLocale } from './use-format-locale';

interface NoMatchingHotelsCardProps {
  filters: ResultFilters;
  /** The filters that, removed alone, bring hotels back, most first. */
  loosen: LoosenSuggestion[];
  onRemove: (filter: FilterName) => void;
  onClear: () => void;
}

/** The filters left no hotel: which one to loosen, each with a button that removes it, or clear them all. */
export function NoMatchingHotelsCard({ filters, loosen, onRemove, onClear }: NoMatchingHotelsCardProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <SlidersHorizontal aria-hidden className="size-7" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{t('resultsView.empty.title')}</h3>
      {loosen.length > 0 ? (
        <>
          <p className="max-w-md text-slate-700">{t('resultsView.empty.loosen')}</p>
          <ul className="flex max-w-xl flex-wrap justify-center gap-2">
            {loosen.map(({ filter, hotels }) => (
              <li key={filter}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onRemove(filter)}
                  className="h-auto min-h-9 py-1.5"
                >
                  <X aria-hidden className="size-4 shrink-0" />
                  {t('resultsView.empty.remove', {
                    filter: filterSummary(t, filters, filter, locale),
                    count: hotels,
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="max-w-md text-slate-700">{t('resultsView.empty.severalFilters')}</p>
      )}
      <Button onClick={onClear}>{t('resultsView.filters.clear')}</Button>
    </div>
  );
}
