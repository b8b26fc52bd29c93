/** What other features use of results; everything else in this folder is its own. */
export { type SearchState } from './search-results';
export { TripEmissionsLine } from './trip-emissions-line';
export { useFormatLocale } from './use-format-locale';
