import { initialSearchForm, type SearchFormValues } from './state';

/**
 * A search as the query of the home page URL, so reload, a shared link, Back and Forward show it again:
 * `/?from=JFK&to=CDG&depart=2026-12-01&return=2026-12-08&budget=3000&currency=EUR…`. Short, readable names;
 * a field at its default is left out.
 */
type TextField = {
  [K in keyof SearchFormValues]: SearchFormValues[K] extends string ? K : never;
}[keyof SearchFormValues];
type CountField = {
  [K in keyof SearchFormValues]: SearchFormValues[K] extends number ? K : never;
}[keyof SearchFormValues];
type FlagField = {
  [K in keyof SearchFormValues]: SearchFormValues[K] extends boolean ? K : never;
}[keyof SearchFormValues];

const textNames: Record<TextField, string> = {
  flightFrom: 'from',
  flightFromName: 'fromName',
  flightTo: 'to',
  flightToName: 'toName',
  departureDate: 'depart',
  returnDate: 'return',
  cabinClass: 'cabin',
  bags: 'bags',
  accommodationLocation: 'stay',
  accommodationCode: 'stayCode',
  checkInDate: 'checkIn',
  checkOutDate: 'checkOut',
  budget: 'budget',
  budgetPer: 'per',
  currency: 'currency',
};
const countNames: Record<CountField, string> = {
  flightAdults: 'adults',
  flightChildren: 'children',
  accommodationAdults: 'guests',
  accommodationChildren: 'guestChildren',
  rooms: 'rooms',
};
const flagNames: Record<FlagField, string> = { isOneWay: 'oneWay', directFlightsOnly: 'direct' };
/** Hotel guests default to the travellers, as the form's guests follow them until changed by hand. */
const followedCounts: Partial<Record<CountField, CountField>> = {
  accommodationAdults: 'flightAdults',
  accommodationChildren: 'flightChildren',
};
const agesName = 'ages';

/** The fields a URL needs to count as a search; without them the home page shows an empty form. */
const requiredNames = ['from', 'to', 'depart', 'budget'];

const entries = <K extends string>(record: Record<K, string>) => Object.entries(record) as [K, string][];

/** The query string (without '?') for a search; fields at their default are left out. */
export function searchQuery(values: SearchFormValues): string {
  const defaults = initialSearchForm(values.currency);
  const query = new URLSearchParams();
  for (const [field, name] of entries(textNames)) {
    const value = values[field].trim();
    if (value !== '' && (value !== defaults[field] || field === 'currency')) query.set(name, value);
  }
  if (values.isOneWay) query.delete(textNames.returnDate);
  for (const [field, name] of entries(countNames)) {
    const leader = followedCounts[field];
    const fallback = leader ? values[leader] : defaults[field];
    if (values[field] !== fallback) query.set(name, String(values[field]));
  }
  for (const [field, name] of entries(flagNames)) if (values[field]) query.set(name, '1');
  if (values.childrenAges.length > 0) query.set(agesName, values.childrenAges.join(','));
  return query.toString();
}

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

/**
 * The form values a home page query stands for, or undefined when it is not a search (a required field is
 * missing). Values are taken as written; the form's prefill drops what is malformed and its checks refuse what is
 * out of range, so a hand-edited link can fill the form but never run a search the form would refuse.
 */
export function valuesFromSearchQuery(query: URLSearchParams): Partial<SearchFormValues> | undefined {
  if (requiredNames.some((name) => !query.get(name))) return undefined;
  const values: Partial<Record<keyof SearchFormValues, unknown>> = {};
  for (const [field, name] of entries(textNames)) {
    const value = query.get(name);
    if (value !== null) values[field] = value;
  }
  for (const [field, name] of entries(countNames)) {
    const value = query.get(name);
    if (value !== null) values[field] = wholeNumber(value);
  }
  for (const [field, leader] of Object.entries(followedCounts) as [CountField, CountField][]) {
    values[field] ??= values[leader];
  }
  // A hand-written link may name airports by code only ('?from=JFK&to=CDG…'): the fields show the codes.
  values.flightFromName ??= values.flightFrom;
  values.flightToName ??= values.flightTo;
  for (const [field, name] of entries(flagNames)) values[field] = query.get(name) === '1';
  // A malformed age is left out rather than read as 0, so the form asks for it instead of guessing.
  const ages = (query.get(agesName) ?? '').split(',').filter(Boolean).map(wholeNumber);
  if (ages.every(Number.isFinite)) values.childrenAges = ages;
  // Each field is checked by the prefill (sanitizeValues), as for any prefill that was only typed at compile time.
  return values as Partial<SearchFormValues>;
}
