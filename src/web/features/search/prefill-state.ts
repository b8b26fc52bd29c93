import type { SearchFormValues } from '../../../core/search-form/state';

/** Navigation state that opens the home page with a filled form (SPEC §2: Search Again). */
export interface PrefillNavigationState {
  prefillSearch: Partial<SearchFormValues>;
}

/** The prefill carried by navigation state, if the state is one. */
export function readPrefill(state: unknown): Partial<SearchFormValues> | undefined {
  if (typeof state !== 'object' || state === null || !('prefillSearch' in state)) return undefined;
  const prefill = (state as { prefillSearch: unknown }).prefillSearch;
  return typeof prefill === 'object' && prefill !== null ? (prefill as Partial<SearchFormValues>) : undefined;
}
