import type { Counter } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail';
import type { RateLimiter } from '../infra/rate-limit';
import type { SearchSources } from '../travel/search-pipeline';
import { checkTripWatch, waitForBudget } from './check-trip-watch';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { createWatchJobs, type WatchJobs } from './watch-jobs';

export interface TripWatchParts {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  sources: SearchSources;
  /** ALERTS_CHECKS_PER_MINUTE, shared by every instance. */
  budget: RateLimiter;
  now?: () => number;
  /** Counts each check by outcome. */
  checks?: Counter<'outcome'>;
  /** Whether this process runs the schedule; ALERTS_ENABLED unless told (a one-pass process says no). */
  schedule?: boolean;
  retryDelaySeconds?: number;
}

/** Trip watching as the server and `npm run alerts:check` run it: the job queue around one watch's check. */
export function createTripWatches(parts: TripWatchParts): WatchJobs {
  const { config, database } = parts;
  const checkParts = {
    db: database.db,
    logger: parts.logger,
    sources: parts.sources,
    mailer: parts.mailer,
    tokens: parts.tokens,
    siteUrl: config.PUBLIC_URL,
    sampleData: config.FLIGHT_PROVIDER === 'sandbox' || config.HOTEL_PROVIDER === 'sandbox',
    budget: waitForBudget(parts.budget),
  };
  return createWatchJobs({
    database,
    logger: parts.logger,
    enabled: parts.schedule ?? config.ALERTS_ENABLED,
    intervalMs: config.ALERTS_INTERVAL,
    now: parts.now,
    retryDelaySeconds: parts.retryDelaySeconds,
    onCheck: (outcome) => parts.checks?.inc({ outcome }),
    check: (savedSearchId, timing) => checkTripWatch(checkParts, savedSearchId, timing),
  });
}
