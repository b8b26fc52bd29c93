import type { TFunction } from 'i18next';
import { airlineName } from '../../../core/airlines';
import type {
  DayPart,
  FilterName,
  MaxDistance,
  MinRating,
  ResultFilters,
  StopsFilter,
} from '../../../core/results-view';
import { kilometresText } from './distance-text';
import { ratingLabelKeys } from './rating-label-key';

/** Hours of each part of the day, as 24-hour clock times read the same in every language. */
export const dayPartHours: Record<DayPart, string> = {
  night: '00:00–06:00',
  morning: '06:00–12:00',
  afternoon: '12:00–18:00',
  evening: '18:00–24:00',
};

/** The word each minimum rating stands for, the same words a card's rating uses. */
const ratingWords = { 7: 'Good', 8: 'Very Good', 9: 'Excellent' } as const;

export function stopsLabel(t: TFunction, value: StopsFilter): string {
  return t(`resultsView.filters.stopsOption.${value}`);
}

/** 'Any rating', or '8+ Very Good'. */
export function minRatingLabel(t: TFunction, value: MinRating): string {
  if (value === 0) return t('resultsView.filters.anyRating');
  return t('resultsView.filters.ratingAtLeast', {
    rating: value,
    label: t(ratingLabelKeys[ratingWords[value]]),
  });
}

/** 'Any distance', or 'Within 3 km'. */
export function maxDistanceLabel(t: TFunction, value: MaxDistance, locale: string): string {
  if (value === 0) return t('resultsView.filters.anyDistance');
  return t('resultsView.filters.withinDistance', { distance: kilometresText(value, locale) });
}

export function airlineLabel(code: string): string {
  return airlineName(code) ?? code;
}

export function filterLegend(t: TFunction, name: FilterName): string {
  switch (name) {
    case 'stops':
      return t('resultsView.filters.stops');
    case 'minRating':
      return t('resultsView.filters.rating');
    case 'airlines':
      return t('resultsView.filters.airlines');
    case 'departureTimes':
      return t('resultsView.filters.departureTimes');
    case 'returnTimes':
      return t('resultsView.filters.returnTimes');
    case 'refundableOnly':
      return t('resultsView.filters.cancellation');
    case 'maxDistanceKm':
      return t('resultsView.filters.distance');
  }
}

/** Several choices of one filter, which the filter joins with "or": 'Lufthansa or Air France'. */
function eitherOf(items: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  } catch {
    // A language tag Intl refuses (i18next's 'cimode') still gets a readable list.
    return items.join(', ');
  }
}

/** An active filter in a few words, to name what to loosen: 'Stops: Direct only'. */
export function filterSummary(
  t: TFunction,
  filters: ResultFilters,
  name: FilterName,
  locale: string,
): string {
  const value = (): string => {
    switch (name) {
      case 'stops':
        return stopsLabel(t, filters.stops);
      case 'minRating':
        return minRatingLabel(t, filters.minRating);
      case 'airlines':
        return eitherOf(filters.airlines.map(airlineLabel), locale);
      case 'departureTimes':
      case 'returnTimes':
        return eitherOf(
          filters[name].map((part) => t(`resultsView.filters.dayPart.${part}`)),
          locale,
        );
      case 'refundableOnly':
        return t('resultsView.filters.refundableOnly');
      case 'maxDistanceKm':
        return maxDistanceLabel(t, filters.maxDistanceKm, locale);
    }
  };
  return t('resultsView.empty.filterValue', { filter: filterLegend(t, name), value: value() });
}
