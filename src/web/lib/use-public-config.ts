import { useQuery } from '@tanstack/react-query';

/** Settings the server shares with every visitor (GET /api/config). */
export interface PublicConfig {
  supportEmail: string;
}

function isPublicConfig(value: unknown): value is PublicConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'supportEmail' in value &&
    typeof value.supportEmail === 'string'
  );
}

async function fetchPublicConfig(signal: AbortSignal): Promise<PublicConfig> {
  const res = await fetch('/api/config', { signal });
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
  const body: unknown = await res.json();
  if (!isPublicConfig(body)) throw new Error('GET /api/config answered an unexpected shape');
  return body;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    // Set at server start; one read per visit is enough.
    staleTime: Infinity,
  });
}
