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

/**
 * Whether the grid is asked for with the search: on a wide screen, so the too-few-days line has its spread and the
 * grid opens on its totals at once; a phone asks only once the grid is opened (49 more cells per search).
 */
export const dateGridAskedWithSearch = () => window.matchMedia?.('(min-width: 768px)').matches ?? true;

/** The flexible-dates grid of the search shown; asked for only while `enabled`. */
export function useDateGrid(search: SearchParams, enabled: boolean) {
  return useQuery({ ...dateGridQuery(search), enabled });
}
