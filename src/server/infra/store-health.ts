import type { Services } from '../services';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: Promise<unknown>, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    check
      .then(
        () => resolve(),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** The first store that does not answer (the database, then Redis when configured), or undefined when all do. */
export async function unreachableStore(
  services: Pick<Services, 'database' | 'redis'>,
): Promise<{ name: string; reason: string } | undefined> {
  const checks: [string, () => Promise<unknown>][] = [['database', () => services.database.ping()]];
  const redis = services.redis;
  if (redis) checks.push(['redis', () => redis.ping()]);
  for (const [name, check] of checks) {
    try {
      await withTimeout(check(), name);
    } catch (error) {
      return { name, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return undefined;
}
