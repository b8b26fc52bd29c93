import type { SearchResult, SearchStep } from '../../../core/search-events';

/** What the results area shows: before any search, while one runs (with its step once known), its deals, or why none. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; step: SearchStep | null }
  | { status: 'success'; result: SearchResult }
  /** `code`: the server's error code, when the server answered one ('no_deals'). */
  | { status: 'error'; message: string; code?: string };
