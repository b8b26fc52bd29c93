import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilters,
  dayParts,
  noFilters,
  toggled,
  withFilter,
  type DayPart,
  type ResultFacets,
  type ResultFilters,
} from '../../../core/results-view';
import { Button } from '../../components/ui/button';
import { airlineLabel, dayPartHours, maxDistanceLabel, minRatingLabel, stopsLabel } from './filter-labels';
import { FilterOption } from './filter-option';
import { useFormatLocale } from './use-format-locale';

interface FiltersPanelProps {
  facets: ResultFacets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="clear-left space-y-0.5 pt-2">{children}</div>
    </fieldset>
  );
}

/**
 * Every filter as a fieldset of radios or checkboxes, each choice with the hotels it would leave. The same panel
 * sits beside the cards on wide screens and in the Filters sheet on phones.
 */
export function FiltersPanel({ facets, filters, onChange }: FiltersPanelProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const name = useId();
  const set = <Name extends keyof ResultFilters>(filter: Name, value: ResultFilters[Name]) =>
    onChange(withFilter(filters, filter, value));
  const dayPartOptions = (
    filter: 'departureTimes' | 'returnTimes',
    options: ResultFacets['departureTimes'],
  ) =>
    options.map(({ value, hotels }) => (
      <FilterOption
        key={value}
        type="checkbox"
        label={t(`resultsView.filters.dayPart.${value}`)}
        hint={dayPartHours[value]}
        hotels={hotels}
        checked={filters[filter].includes(value)}
        onChange={() => set(filter, toggled<DayPart>(filters[filter], value, dayParts))}
      />
    ));
  const anyActive = activeFilters(filters).length > 0;

  return (
    <div className="space-y-4">
      <FilterGroup legend={t('resultsView.filters.stops')}>
        {facets.stops.map(({ value, hotels }) => (
          <FilterOption
            key={value}
            type="radio"
            group={`${name}-stops`}
            label={stopsLabel(t, value)}
            hotels={hotels}
            checked={filters.stops === value}
            onChange={() => set('stops', value)}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('resultsView.filters.rating')}>
        {facets.minRating.map(({ value, hotels }) => (
          <FilterOption
            key={value}
            type="radio"
            group={`${name}-rating`}
            label={minRatingLabel(t, value)}
            hotels={hotels}
            checked={filters.minRating === value}
            onChange={() => set('minRating', value)}
          />
        ))}
      </FilterGroup>
      {facets.maxDistanceKm && (
        <FilterGroup legend={t('resultsView.filters.distance')}>
          {facets.maxDistanceKm.map(({ value, hotels }) => (
            <FilterOption
              key={value}
              type="radio"
              group={`${name}-distance`}
              label={maxDistanceLabel(t, value, locale)}
              hotels={hotels}
              checked={filters.maxDistanceKm === value}
              onChange={() => set('maxDistanceKm', value)}
            />
          ))}
        </FilterGroup>
      )}
      {facets.refundableOnly !== undefined && (
        <FilterGroup legend={t('resultsView.filters.cancellation')}>
          <FilterOption
            type="checkbox"
            label={t('resultsView.filters.refundableOnly')}
            hotels={facets.refundableOnly}
            checked={filters.refundableOnly}
            onChange={() => set('refundableOnly', !filters.refundableOnly)}
          />
        </FilterGroup>
      )}
      <FilterGroup legend={t('resultsView.filters.departureTimes')}>
        {dayPartOptions('departureTimes', facets.departureTimes)}
      </FilterGroup>
      {facets.returnTimes && (
        <FilterGroup legend={t('resultsView.filters.returnTimes')}>
          {dayPartOptions('returnTimes', facets.returnTimes)}
        </FilterGroup>
      )}
      <FilterGroup legend={t('resultsView.filters.airlines')}>
        {facets.airlines.map(({ value, hotels }) => (
          <FilterOption
            key={value}
            type="checkbox"
            label={airlineLabel(value)}
            hotels={hotels}
            checked={filters.airlines.includes(value)}
            onChange={() =>
              set(
                'airlines',
                toggled(
                  filters.airlines,
                  value,
                  facets.airlines.map((option) => option.value),
                ),
              )
            }
          />
        ))}
      </FilterGroup>
      {/* aria-disabled, not disabled: focus stays on the button after it cleared everything. */}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={!anyActive}
        onClick={() => anyActive && onChange(noFilters)}
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
      >
        {t('resultsView.filters.clear')}
      </Button>
    </div>
  );
}
