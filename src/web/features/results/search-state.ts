import type { SearchResult, SearchStep } from '../../../core/search-events';

/** What the results area shows: before any search, while one runs (with its step once known), its deals, or why none. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; step: SearchStep | null }
  | { status: 'success'; result: SearchResult }
  | { status: 'error'; message: string };
