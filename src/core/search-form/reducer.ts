import type { BudgetBasis } from '../budget-basis';
import type { CabinClass } from '../cabin-classes';
import type { BagChoice } from '../bag-choices';
import type { CurrencyCode } from '../currencies';
import { clampChildAge, clampCount, countBounds, type CountField } from './counts';
import { noManualEdits, type FollowerField, type ManualEdits } from './follower-fields';
import { applyFormRules } from './form-rules';
import {
  destinationConfidence,
  destinationPlace,
  showsSyncHint,
  syncAccommodationLocation,
  textBeforeParenthesis,
} from './fuzzy-sync';
import { isIsoDate } from '../iso-date';
import { sanitizeValues } from './sanitize-values';
import { initialSearchForm, type SearchFormValues } from './state';

/** The last destination-to-accommodation sync; null when the location is not (or no longer) in sync. */
export interface DestinationSync {
  confidence: number;
}

export interface SearchFormModel {
  values: SearchFormValues;
  manual: ManualEdits;
  sync: DestinationSync | null;
}

export type LocationField = 'flightFrom' | 'flightTo' | 'accommodation';
export type DateField = 'departureDate' | 'returnDate' | 'checkInDate' | 'checkOutDate';

export type SearchFormAction =
  | { type: 'setBudget'; budget: string }
  | { type: 'setBudgetPer'; budgetPer: BudgetBasis }
  | { type: 'setCurrency'; currency: CurrencyCode }
  /** Typed text (code '') or a chosen suggestion ('Name (CODE)' with its code). */
  /** `city`: the chosen suggestion's city, which the stay follows when the destination changes. */
  | { type: 'setLocation'; field: LocationField; name: string; code: string; city?: string }
  | { type: 'setDate'; field: DateField; date: string }
  | { type: 'setOneWay'; isOneWay: boolean }
  | { type: 'setCount'; field: CountField; value: number }
  | { type: 'setChildAge'; index: number; age: number }
  | { type: 'setCabinClass'; cabinClass: CabinClass }
  | { type: 'setDirectFlightsOnly'; directFlightsOnly: boolean }
  | { type: 'setBags'; bags: BagChoice }
  /** product.md §2 Search Again: these values replace the form; missing ones take the defaults. */
  | { type: 'prefill'; values: Partial<SearchFormValues> };

const everyFieldManual: ManualEdits = {
  accommodationLocation: true,
  checkInDate: true,
  checkOutDate: true,
  accommodationAdults: true,
  accommodationChildren: true,
};

const followerOf: Partial<Record<DateField | CountField, FollowerField>> = {
  checkInDate: 'checkInDate',
  checkOutDate: 'checkOutDate',
  accommodationAdults: 'accommodationAdults',
  accommodationChildren: 'accommodationChildren',
};

/**
 * A model for the given values. Follower fields whose value differs from what following would give were set by
 * hand when the prefilled search was made, so they start as manual edits; an empty location follows at once.
 */
export function createSearchFormModel(values: SearchFormValues): SearchFormModel {
  // Caps, date rules and ages first, without following, so the comparisons below see tidy values.
  const tidy = applyFormRules(values, everyFieldManual);
  const differs = (value: string, followed: string) => value !== '' && value !== followed;
  const checkInDate = differs(tidy.checkInDate, tidy.departureDate);
  const followedCheckOut = applyFormRules(tidy, { ...noManualEdits, checkInDate }).checkOutDate;
  const manual: ManualEdits = {
    accommodationLocation: tidy.accommodationCode !== '',
    checkInDate,
    checkOutDate: differs(tidy.checkOutDate, followedCheckOut),
    accommodationAdults: tidy.accommodationAdults !== tidy.flightAdults,
    accommodationChildren: tidy.accommodationChildren !== tidy.flightChildren,
  };
  const model: SearchFormModel = { values: applyFormRules(tidy, manual), manual, sync: null };
  if (manual.accommodationLocation || !tidy.flightTo) return model;
  // A search that arrives without a stay (Explore's links, a short shared link) names its destination by its
  // city, 'Palma de Mallorca (PMI)': the stay takes that whole city, not product.md's first two words ('Palma de').
  const city = destinationPlace(textBeforeParenthesis(tidy.flightToName));
  if (!tidy.accommodationLocation.trim()) return syncDestination(model, city);
  const location = tidy.accommodationLocation.trim().toLowerCase();
  const inSync =
    location === city.toLowerCase() ||
    destinationConfidence(tidy.flightToName, tidy.accommodationLocation) === 1;
  return inSync ? { ...model, sync: { confidence: 1 } } : model;
}

/** A changed model with every rule applied again. */
function change(
  model: SearchFormModel,
  patch: Partial<SearchFormValues>,
  manualField?: FollowerField,
): SearchFormModel {
  const manual = manualField ? { ...model.manual, [manualField]: true } : model.manual;
  const sync = manualField === 'accommodationLocation' ? null : model.sync;
  return { values: applyFormRules({ ...model.values, ...patch }, manual), manual, sync };
}

/** The accommodation location follows a newly chosen flight destination through the fuzzy sync. */
function syncDestination(model: SearchFormModel, city = ''): SearchFormModel {
  if (model.manual.accommodationLocation) return model;
  const synced = syncAccommodationLocation(
    model.values.flightToName,
    model.values.accommodationLocation,
    model.sync !== null,
    city,
  );
  if (!synced) return { ...model, sync: null };
  return {
    ...model,
    values: { ...model.values, accommodationLocation: synced.location, accommodationCode: '' },
    sync: { confidence: synced.confidence },
  };
}

function setLocation(
  model: SearchFormModel,
  field: LocationField,
  name: string,
  code: string,
  city = '',
): SearchFormModel {
  switch (field) {
    case 'flightFrom':
      return change(model, { flightFrom: code, flightFromName: name });
    case 'flightTo': {
      const changed = change(model, { flightTo: code, flightToName: name });
      // Typing only edits the text; the location follows once a destination is chosen.
      return code ? syncDestination(changed, city) : changed;
    }
    case 'accommodation':
      return change(model, { accommodationLocation: name, accommodationCode: code }, 'accommodationLocation');
  }
}

export function searchFormReducer(model: SearchFormModel, action: SearchFormAction): SearchFormModel {
  switch (action.type) {
    case 'setBudget':
      return change(model, { budget: action.budget });
    case 'setBudgetPer':
      return change(model, { budgetPer: action.budgetPer });
    case 'setCurrency':
      return change(model, { currency: action.currency });
    case 'setLocation':
      return setLocation(model, action.field, action.name, action.code, action.city);
    case 'setDate': {
      const date = isIsoDate(action.date) ? action.date : '';
      return change(model, { [action.field]: date }, followerOf[action.field]);
    }
    case 'setOneWay':
      return change(model, { isOneWay: action.isOneWay });
    case 'setCount': {
      const value = clampCount(action.value, countBounds(model.values, action.field));
      return change(model, { [action.field]: value }, followerOf[action.field]);
    }
    case 'setChildAge': {
      const { childrenAges } = model.values;
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= childrenAges.length)
        return model;
      const ages = childrenAges.with(action.index, clampChildAge(action.age));
      return change(model, { childrenAges: ages });
    }
    case 'setCabinClass':
      return change(model, { cabinClass: action.cabinClass });
    case 'setDirectFlightsOnly':
      return change(model, { directFlightsOnly: action.directFlightsOnly });
    case 'setBags':
      return change(model, { bags: action.bags });
    case 'prefill':
      return createSearchFormModel(sanitizeValues(action.values, initialSearchForm(model.values.currency)));
  }
}

/** A fresh form with the product.md §9 defaults. */
export function initialSearchFormModel(currency?: CurrencyCode): SearchFormModel {
  return createSearchFormModel(initialSearchForm(currency));
}

/** The N of 'Auto-synced from flight destination (N% match)', or null when the hint is hidden (below 0.7). */
export function syncHintPercent(model: SearchFormModel): number | null {
  if (!model.sync || !showsSyncHint(model.sync.confidence)) return null;
  // Rounded down, so a confidence just under the 0.85 overwrite threshold never reads as 85%.
  return Math.floor(model.sync.confidence * 100 + 1e-9);
}
