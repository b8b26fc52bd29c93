import { useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** Settings the server shares with every visitor (GET /api/config). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiJson('get', '/api/config', { signal }),
    // Set at server start; one read per visit is enough.
    staleTime: Infinity,
  });
}
