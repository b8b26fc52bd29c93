import { budgetBases, type BudgetBasis } from '../budget-basis';
import { bagChoices, type BagChoice } from '../bag-choices';
import { cabinClasses, type CabinClass } from '../cabin-classes';
import { currencyCodes, type CurrencyCode } from '../currencies';
import { isIsoDate } from '../iso-date';
import type { SearchFormValues } from './state';

// A prefill arrives through navigation state, which is only typed at compile time; each field is checked here.

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const date = (value: unknown) => (typeof value === 'string' && isIsoDate(value) ? value : '');
// An age that is not a number stays unchosen, so the form asks for it rather than guessing 0.
const ages = (value: unknown, fallback: (number | null)[]) =>
  Array.isArray(value)
    ? value.map((age: unknown) => (typeof age === 'number' && Number.isFinite(age) ? age : null))
    : fallback;

function isCabinClass(value: unknown): value is CabinClass {
  return cabinClasses.some((cabinClass) => cabinClass === value);
}

function isBudgetBasis(value: unknown): value is BudgetBasis {
  return budgetBases.some((basis) => basis === value);
}

function isBagChoice(value: unknown): value is BagChoice {
  return bagChoices.some((choice) => choice === value);
}

function isCurrencyCode(value: unknown): value is CurrencyCode {
  return currencyCodes.some((code) => code === value);
}

/** `base` with every well-formed field of `values` laid over it; malformed fields keep the base value. */
export function sanitizeValues(values: Partial<SearchFormValues>, base: SearchFormValues): SearchFormValues {
  return {
    flightFrom: text(values.flightFrom, base.flightFrom),
    flightFromName: text(values.flightFromName, base.flightFromName),
    flightTo: text(values.flightTo, base.flightTo),
    flightToName: text(values.flightToName, base.flightToName),
    departureDate: date(values.departureDate ?? base.departureDate),
    returnDate: date(values.returnDate ?? base.returnDate),
    isOneWay: flag(values.isOneWay, base.isOneWay),
    flightAdults: count(values.flightAdults, base.flightAdults),
    flightChildren: count(values.flightChildren, base.flightChildren),
    cabinClass: isCabinClass(values.cabinClass) ? values.cabinClass : base.cabinClass,
    directFlightsOnly: flag(values.directFlightsOnly, base.directFlightsOnly),
    bags: isBagChoice(values.bags) ? values.bags : base.bags,
    accommodationLocation: text(values.accommodationLocation, base.accommodationLocation),
    accommodationCode: text(values.accommodationCode, base.accommodationCode),
    checkInDate: date(values.checkInDate ?? base.checkInDate),
    checkOutDate: date(values.checkOutDate ?? base.checkOutDate),
    accommodationAdults: count(values.accommodationAdults, base.accommodationAdults),
    accommodationChildren: count(values.accommodationChildren, base.accommodationChildren),
    childrenAges: ages(values.childrenAges, base.childrenAges),
    rooms: count(values.rooms, base.rooms),
    budget: typeof values.budget === 'number' ? String(values.budget) : text(values.budget, base.budget),
    budgetPer: isBudgetBasis(values.budgetPer) ? values.budgetPer : base.budgetPer,
    currency: isCurrencyCode(values.currency) ? values.currency : base.currency,
  };
}
