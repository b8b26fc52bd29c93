import { usePublicConfig } from '../../lib/use-public-config';

/** True outside production, where mail lands in the outbox at /api/dev/outbox instead of being sent. */
export function useDevOutbox(): boolean {
  const { data } = usePublicConfig();
  return data !== undefined && 'devOutbox' in data && data.devOutbox === true;
}
