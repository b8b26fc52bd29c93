import { typedBudget, type BudgetBasis } from '../../../core/budget-basis';
import { defaultBagChoice } from '../../../core/bag-choices';
import type { SavedSearchInput } from '../../../core/saved-search';
import { addDays } from '../../../core/iso-date';
import type { SearchParamsInput } from '../../../core/search-params';

/**
 * The saved-search record (product.md §3) of a search that was run. The stay's dates fall back the way the search
 * itself resolved them (product.md §7): check-in to the departure, check-out to the return, or the next day one-way.
 */
export function savedSearchFromParams(
  params: SearchParamsInput,
  budgetPer: BudgetBasis = 'total',
): SavedSearchInput {
  const isOneWay = params.isOneWay ?? false;
  const returnDate = isOneWay ? undefined : params.returnDate;
  const checkInDate = params.checkIn ?? params.departureDate;
  const checkOutDate = params.checkOut ?? returnDate ?? addDays(checkInDate, 1);
  // The params come from the form's checked submit, so the fallbacks only restate the schema's defaults.
  const hotelChildren = params.hotelChildren ?? 0;
  return {
    flightFrom: params.from,
    flightFromName: params.fromName ?? '',
    flightTo: params.to,
    flightToName: params.toName ?? '',
    departureDate: params.departureDate,
    returnDate,
    isOneWay,
    flightAdults: params.flightAdults ?? 1,
    flightChildren: params.flightChildren ?? 0,
    accommodationAdults: params.hotelAdults ?? 1,
    accommodationChildren: hotelChildren,
    accommodationLocation: params.where ?? '',
    checkInDate,
    checkOutDate,
    // The amount as typed: the search's total back to one traveller's share when it was typed per traveller.
    budget: typedBudget(params.budget, budgetPer, (params.flightAdults ?? 1) + (params.flightChildren ?? 0)),
    budgetPer,
    currency: params.currency,
    cabinClass: params.cabinClass ?? 'ECONOMY',
    directFlights: params.directFlights ?? false,
    bags: params.bags ?? defaultBagChoice,
    rooms: params.rooms ?? 1,
    childrenAges: (params.childrenAges ?? []).slice(0, hotelChildren),
  };
}
