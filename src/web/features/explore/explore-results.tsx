import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExploreAnswer, ExploreDestination } from '../../../core/explore';
import { destinationSearchQuery, type ExploreFormValues } from '../../../core/explore-url';
import {
  defaultExploreView,
  exploreSorts,
  regionCounts,
  viewDestinations,
  type ExploreView,
} from '../../../core/explore-view';
import { formatMoney } from '../../../core/formats';
import { optionNamed } from '../../../core/option-named';
import { regions } from '../../../core/world-regions';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useFormatLocale } from '../results';
import { DestinationCard } from './destination-card';

// d3-geo and the world's outlines load with the first answer, never with the page.
const ExploreMap = lazy(async () => ({ default: (await import('./map/explore-map')).ExploreMap }));

interface ExploreResultsProps {
  answer: ExploreAnswer;
  values: ExploreFormValues;
  /** When the answer arrived. */
  receivedAt: number;
  onDirectChange: (direct: boolean) => void;
  onChoose: (destination: ExploreDestination) => void;
}

const listId = 'explore-destinations';

/** The answer as a map and a list, filtered by region and ordered by total or value. */
export function ExploreResults({
  answer,
  values,
  receivedAt,
  onDirectChange,
  onChoose,
}: ExploreResultsProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [view, setView] = useState<ExploreView>(defaultExploreView);
  const [highlighted, setHighlighted] = useState<string>();
  const shown = useMemo(() => viewDestinations(answer.destinations, view), [answer.destinations, view]);
  const counts = regionCounts(answer.destinations);
  const budget = formatMoney(Number(values.budget), answer.currency, locale);

  return (
    <section aria-labelledby="explore-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="explore-heading" className="scroll-mt-20 text-2xl font-bold text-slate-900">
          {t('explore.results.heading', { count: answer.destinations.length, budget })}
        </h2>
        <p className="text-sm text-slate-600">{t('explore.results.hotelFromDeparture')}</p>
        <SampleDataBadge className="mt-2 w-fit" />
      </div>
      <div className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3 sm:items-end">
        <Field htmlFor="explore-region" label={t('explore.results.region')}>
          <NativeSelect
            id="explore-region"
            value={view.region}
            onChange={(event) => {
              const region = optionNamed(regions, event.target.value) ?? 'all';
              setView((current) => ({ ...current, region }));
            }}
          >
            <option value="all">
              {t('explore.results.allRegions')} ({answer.destinations.length})
            </option>
            {counts.map(([region, count]) => (
              <option key={region} value={region}>
                {t(`explore.regions.${region}`)} ({count})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor="explore-sort" label={t('explore.results.sort')}>
          <NativeSelect
            id="explore-sort"
            value={view.sort}
            onChange={(event) => {
              const sort = optionNamed(exploreSorts, event.target.value) ?? 'total';
              setView((current) => ({ ...current, sort }));
            }}
          >
            <option value="total">{t('explore.results.sortTotal')}</option>
            <option value="value">{t('explore.results.sortValue')}</option>
            <option value="co2">{t('resultsView.sort.co2')}</option>
          </NativeSelect>
        </Field>
        <div className="pb-2">
          <CheckboxField
            id="explore-direct"
            label={t('explore.results.directOnly')}
            checked={values.direct}
            onCheckedChange={onDirectChange}
          />
        </div>
      </div>
      {answer.destinations.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {t('explore.results.none')}
        </p>
      ) : (
        <>
          <Suspense
            fallback={
              <p className="grid aspect-[2/1] place-items-center rounded-2xl bg-white text-sm text-slate-500 ring-1 ring-slate-200">
                {t('explore.results.loadingMap')}
              </p>
            }
          >
            <ExploreMap
              origin={answer.origin}
              destinations={shown}
              currency={answer.currency}
              highlightedCode={highlighted}
              onChoose={onChoose}
              listId={listId}
            />
          </Suspense>

          {shown.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              {t('explore.results.noneFiltered')}
            </p>
          ) : (
            <ol
              id={listId}
              aria-label={t('explore.results.list')}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {shown.map((destination) => (
                <li key={destination.code} className="min-w-0">
                  <DestinationCard
                    destination={destination}
                    currency={answer.currency}
                    now={receivedAt}
                    href={`/?${destinationSearchQuery(values, destination)}`}
                    onHighlight={setHighlighted}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
