import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateGrid } from '../../../core/date-grid';
import type { SearchParams } from '../../../core/search-params';
import { apiJson } from '../../lib/api-client';

/** The flexible-dates grid of a search, as TanStack Query asks and keeps it. */
export function dateGridQuery(search: SearchParams) {
  return queryOptions({
    queryKey: ['date-grid', search],
    queryFn: ({ signal }): Promise<DateGrid> =>
      apiJson('post', '/api/search/date-grid', { body: search, signal }),
    // The server keeps each cell for 30 minutes; going back to a search within minutes shows the same grid.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Open at first where it fits beside the deals; on a phone it waits to be opened, and only then asks. */
export const dateGridStartsOpen = () => window.matchMedia?.('(min-width: 768px)').matches ?? true;

/** The flexible-dates grid of the search shown; asked for only while `enabled` (the grid is open). */
export function useDateGrid(search: SearchParams, enabled: boolean) {
  return useQuery({ ...dateGridQuery(search), enabled });
}
