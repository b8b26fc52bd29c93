import type { Deal } from '../../core/deal';
import type { WatchCheckPoint } from '../../core/price-history';
import { savedSearchBudget, savedSearchParams, type SavedSearch } from '../../core/saved-search';
import { createSearchParamsSchema } from '../../core/search-params';
import {
  afterFailedCheck,
  dealsWithinBudget,
  hasDeparted,
  watchNews,
  watchRules,
} from '../../core/trip-watch';
import { todayUtc } from '../clock';
import type { Db } from '../db/client';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail';
import type { RateLimiter } from '../infra/rate-limit';
import { EmptySearchError, runSearch, type SearchSources } from '../travel/search-pipeline';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { pausedWatchMail } from './paused-watch-mail';
import { readWatchHistories } from './watch-history';
import { pauseWatch, recordFailedCheck, undoPause } from './watch-failure-store';
import {
  claimWatch,
  endWatch,
  finishCheck,
  releaseWatch,
  returnMailSlot,
  takeMailSlot,
  type ClaimedWatch,
  type WatchTiming,
} from './watch-store';
import { watchMail } from './watch-mail';

export interface WatchCheckDependencies {
  db: Db;
  logger: Logger;
  /** Where the search's offers come from: the providers without the visitors' 5-minute cache. */
  sources: SearchSources;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** PUBLIC_URL, for the mail's links. */
  siteUrl: string;
  /** A side runs on the sandbox: mails say their prices are sample data. */
  sampleData: boolean;
  /** Resolves when the shared, low-priority budget of watch searches has room (see waitForBudget). */
  budget(): Promise<void>;
}

/**
 * Takes one search from a budget every instance shares (ALERTS_CHECKS_PER_MINUTE), waiting while it is spent:
 * watches get a small, steady share of the providers' limits and visitors' searches keep the rest.
 */
export function waitForBudget(
  limiter: RateLimiter,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): () => Promise<void> {
  return async () => {
    for (;;) {
      const decision = await limiter.consume('watch-searches');
      if (decision.allowed) return;
      await sleep(decision.retryAfterMs);
    }
  };
}

/**
 * What one check did: nothing (not due, or someone else has it), stopped the watch, checked, checked and mailed,
 * found its search failing (checked again later), or paused the watch after days of such failures.
 */
export type WatchCheckOutcome = 'skipped' | 'ended' | 'checked' | 'mailed' | 'failed' | 'paused';

/** How long one check's search may take before it is given up (and retried later). */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * The deals the watch's search finds today, once the shared budget allows a search; none when the search finds
 * nothing, which is an answer.
 */
async function searchDeals(
  deps: WatchCheckDependencies,
  search: SavedSearch,
  today: string,
): Promise<Deal[]> {
  const params = createSearchParamsSchema(today).parse(savedSearchParams(search));
  await deps.budget();
  try {
    return (await runSearch(deps.sources, params, AbortSignal.timeout(CHECK_TIMEOUT_MS), { source: 'watch' }))
      .deals;
  } catch (error) {
    if (error instanceof EmptySearchError) return [];
    throw error;
  }
}

/**
 * One watch's check: take its lease, stop it if the trip has left, run its search, mail when there is news, and
 * record what was found. A search that fails (the saved search no longer valid, a provider down) is recorded on
 * the watch, which backs off and in the end pauses (recordSearchFailure). Any other failure (the database, the
 * mail) gives the lease back and rethrows, so the job queue retries soon; a mail slot taken for today is given
 * back only when the mail itself failed, so a retry never mails twice.
 */
export async function checkTripWatch(
  deps: WatchCheckDependencies,
  savedSearchId: string,
  timing: WatchTiming,
): Promise<WatchCheckOutcome> {
  const { db } = deps;
  const claimed = await claimWatch(db, savedSearchId, timing);
  if (!claimed) return 'skipped';
  const today = todayUtc(timing.now);
  const { search, memory } = claimed;
  try {
    if (hasDeparted(search.departureDate, today)) {
      await endWatch(db, savedSearchId);
      return 'ended';
    }
    let deals: Deal[];
    try {
      deals = await searchDeals(deps, search, today);
    } catch (error) {
      return await recordSearchFailure(deps, claimed, timing.now, error);
    }
    const fitting = dealsWithinBudget(deals, savedSearchBudget(search));
    const bestTotal = fitting[0]?.totalPrice ?? null;
    const news = watchNews(memory, bestTotal, today);
    // Read before today's mail slot is taken, which only a failed send gives back.
    const history = news
      ? await historyWithThisCheck(db, savedSearchId, { checkedAt: timing.now, bestTotal })
      : [];
    let mailed = false;
    if (news && (await takeMailSlot(db, savedSearchId, today, news.bestTotal))) {
      const mail = watchMail({
        to: claimed.email,
        language: claimed.language,
        search,
        news,
        deals: fitting.slice(0, watchRules.dealsPerMail),
        history,
        siteUrl: deps.siteUrl,
        unsubscribeToken: deps.tokens.sign(savedSearchId),
        sampleData: deps.sampleData,
      });
      await deps.mailer.send(mail).catch(async (error: unknown) => {
        await returnMailSlot(db, savedSearchId, memory);
        throw error;
      });
      mailed = true;
    }
    await finishCheck(db, savedSearchId, { checkedAt: timing.now, bestTotal });
    return mailed ? 'mailed' : 'checked';
  } catch (error) {
    await releaseWatch(db, savedSearchId).catch(() => undefined);
    throw error;
  }
}

/** The watch's recorded checks and this one, which finishCheck records once its mail is sent. */
async function historyWithThisCheck(
  db: Db,
  savedSearchId: string,
  check: { checkedAt: number; bestTotal: number | null },
): Promise<WatchCheckPoint[]> {
  const recorded = (await readWatchHistories(db, [savedSearchId])).get(savedSearchId) ?? [];
  return [...recorded, { checkedAt: new Date(check.checkedAt).toISOString(), bestTotal: check.bestTotal }];
}

/**
 * The search failed: the next check waits longer after each failure in a row (1 h, 6 h, 24 h…), and once the
 * failures span 3 days the watch is paused and its owner mailed once. The job itself succeeds: the watch's own
 * due time carries the backoff, where pg-boss's retries (minutes apart) would only fail again.
 */
async function recordSearchFailure(
  deps: WatchCheckDependencies,
  claimed: ClaimedWatch,
  now: number,
  error: unknown,
): Promise<WatchCheckOutcome> {
  const { db } = deps;
  const { id } = claimed.search;
  const failed = afterFailedCheck(claimed.failures, now);
  deps.logger.warn(
    { err: error, failedChecks: failed.failedChecks, paused: failed.kind === 'pause' },
    'a trip watch search failed',
  );
  if (failed.kind === 'retry') {
    await recordFailedCheck(db, id, failed);
    return 'failed';
  }
  // Turned off while this check ran: nothing to pause, nobody to tell.
  if (!(await pauseWatch(db, id, failed))) {
    await releaseWatch(db, id);
    return 'failed';
  }
  const mail = pausedWatchMail({
    to: claimed.email,
    language: claimed.language,
    search: claimed.search,
    siteUrl: deps.siteUrl,
  });
  await deps.mailer.send(mail).catch(async (mailError: unknown) => {
    await undoPause(db, id, { failures: claimed.failures, now });
    throw mailError;
  });
  return 'paused';
}
