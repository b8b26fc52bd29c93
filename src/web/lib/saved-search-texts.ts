import type { TFunction } from 'i18next';
import { formatLongDate, formatMoney } from '../../core/formats';
import type { SavedSearchInput } from '../../core/saved-search';

/** A saved search's title: the name its owner gave it, else its route by airport names. */
export function savedSearchTitle(
  search: Pick<SavedSearchInput, 'searchName' | 'flightFromName' | 'flightToName'>,
  t: TFunction,
): string {
  return (
    search.searchName ||
    t('savedSearches.card.route', { from: search.flightFromName, to: search.flightToName })
  );
}

/** 'Jun 1, 2099 – Jun 8, 2099', or 'Jun 1, 2099 · One-way' (a one-way search may still carry a return date). */
export function tripDatesText(
  search: Pick<SavedSearchInput, 'departureDate' | 'returnDate' | 'isOneWay'>,
  t: TFunction,
  locale: string,
): string {
  const departure = formatLongDate(search.departureDate, locale);
  return search.isOneWay || !search.returnDate
    ? t('savedSearches.card.oneWayDates', { departure })
    : t('savedSearches.card.roundTripDates', {
        departure,
        return: formatLongDate(search.returnDate, locale),
      });
}

/** A saved search's budget as its owner typed it: '€1,500', or '€500 per traveller'. */
export function budgetText(
  search: Pick<SavedSearchInput, 'budget' | 'budgetPer' | 'currency'>,
  t: TFunction,
  locale: string,
): string {
  const amount = formatMoney(search.budget, search.currency, locale);
  return search.budgetPer === 'traveller'
    ? t('savedSearches.budgetPerTraveller', { budget: amount })
    : amount;
}
