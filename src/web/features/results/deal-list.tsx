import { Info } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../core/deal';
import { noFilters, withoutFilter } from '../../../core/results-view';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { Button } from '../../components/ui/button';
import { dealCountText } from './deal-count-text';
import { FiltersPanel } from './filters-panel';
import { FiltersSheet } from './filters-sheet';
import { HotelGroupItem } from './hotel-group-item';
import { NoMatchingHotelsCard } from './no-matching-hotels-card';
import { isDefaultView, resultsHeading } from './results-heading';
import { SortSelect } from './sort-select';
import { hotelsPerPage, useResultsView } from './use-results-view';

interface DealListProps {
  deals: Deal[];
  saveAction?: ReactNode;
  /** Shown under the heading, before the deals: the price history and the flexible-dates grid. */
  nearbyDates?: ReactNode;
}

/**
 * The found deals, one card per hotel: product.md's top 10 best value first, then the visitor's sort and filters
 * (a sidebar on wide screens, a sheet on phones) and Show more, ten hotels at a time.
 */
export function DealList({ deals, saveAction, nearbyDates }: DealListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const filtersHeadingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** The index of the first hotel Show more added, until it has focus. */
  const addedFrom = useRef<number | null>(null);
  const { sort, filters, view, shown, changed, setSort, setFilters, showMore } = useResultsView(deals);
  const groups = view.groups;
  const title = resultsHeading(t, sort, filters, groups.length);

  // After Show more, focus the first hotel it added, so keyboard and screen reader users carry on from there.
  useEffect(() => {
    if (addedFrom.current === null) return;
    const added = list.current?.children[addedFrom.current];
    addedFrom.current = null;
    if (added instanceof HTMLElement) added.focus();
  }, [shown]);

  // The empty-result card goes away with the filter it removed; focus goes to the heading, without scrolling.
  function loosened(next: typeof filters) {
    setFilters(next);
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h2>
          {isDefaultView(sort, filters) && <p className="text-sm text-slate-600">{t('results.sortedBy')}</p>}
          <p className="text-sm font-medium text-emerald-700">{dealCountText(t, deals)}</p>
          <SampleDataBadge className="mt-2 w-fit" />
        </div>
        {saveAction && <div className="shrink-0">{saveAction}</div>}
      </div>
      {/* Sort and filter changes are heard politely; the results area's status announced the first view. */}
      <p aria-live="polite" aria-atomic className="sr-only">
        {changed ? (groups.length > 0 ? title : t('resultsView.empty.title')) : ''}
      </p>
      {nearbyDates}

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside
          aria-labelledby={filtersHeadingId}
          className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        >
          <h3 id={filtersHeadingId} className="mb-4 text-lg font-semibold text-slate-900">
            {t('resultsView.filters.title')}
          </h3>
          <FiltersPanel facets={view.facets} filters={filters} onChange={setFilters} />
        </aside>

        <div className="min-w-0 space-y-5">
          <div className="flex items-end justify-between gap-3 sm:items-center lg:justify-end">
            <FiltersSheet
              facets={view.facets}
              filters={filters}
              onChange={setFilters}
              hotels={groups.length}
            />
            <SortSelect value={sort} onChange={setSort} />
          </div>
          {groups.length > 0 ? (
            <ul ref={list} aria-labelledby={headingId} className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
              {groups.slice(0, shown).map((group) => (
                <HotelGroupItem key={group.hotelId} group={group} />
              ))}
            </ul>
          ) : (
            <NoMatchingHotelsCard
              filters={filters}
              loosen={view.loosen}
              onRemove={(filter) => loosened(withoutFilter(filters, filter))}
              onClear={() => loosened(noFilters)}
            />
          )}
          {shown < groups.length && (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600">
                {t('resultsView.showing', { shown, count: groups.length })}
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  addedFrom.current = shown;
                  showMore();
                }}
              >
                {t('resultsView.showMore', { count: Math.min(hotelsPerPage, groups.length - shown) })}
              </Button>
            </div>
          )}
        </div>
      </div>

      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">
        <Info aria-hidden className="size-4 shrink-0" />
        {t('results.partnerNotice')}
      </p>
    </div>
  );
}
