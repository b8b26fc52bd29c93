import { savedSearchParams } from '../../core/saved-search';
import { createSearchParamsSchema } from '../../core/search-params';
import { dealsWithinBudget, hasDeparted, watchNews, watchRules } from '../../core/trip-watch';
import { todayUtc } from '../clock';
import type { Db } from '../db/client';
import type { Mailer } from '../infra/mail';
import type { RateLimiter } from '../infra/rate-limit';
import { EmptySearchError, runSearch, type SearchSources } from '../travel/search-pipeline';
import type { UnsubscribeTokens } from './unsubscribe-token';
import {
  claimWatch,
  endWatch,
  finishCheck,
  releaseWatch,
  returnMailSlot,
  takeMailSlot,
  type WatchTiming,
} from './watch-store';
import { watchMail } from './watch-mail';

export interface WatchCheckDependencies {
  db: Db;
  /** Where the search's offers come from: the providers without the visitors' 5-minute cache. */
  sources: SearchSources;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** PUBLIC_URL, for the mail's links. */
  siteUrl: string;
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

/** What one check did: nothing (not due, or someone else has it), stopped the watch, checked, or checked and mailed. */
export type WatchCheckOutcome = 'skipped' | 'ended' | 'checked' | 'mailed';

/** How long one check's search may take before it is given up (and retried later). */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * One watch's check: take its lease, stop it if the trip has left, run its search, mail when there is news, and
 * record what was found. A failure gives the lease back and rethrows, so the job queue retries later; a mail
 * slot taken for today is given back only when the mail itself failed, so a retry never mails twice.
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
    const params = createSearchParamsSchema(today).parse(savedSearchParams(search));
    await deps.budget();
    const deals = await runSearch(deps.sources, params, AbortSignal.timeout(CHECK_TIMEOUT_MS)).then(
      (result) => result.deals,
      (error: unknown) => {
        // A search that finds nothing is an answer ("no deal fits"), not a failure to retry.
        if (error instanceof EmptySearchError) return [];
        throw error;
      },
    );
    const fitting = dealsWithinBudget(deals, search.budget);
    const bestTotal = fitting[0]?.totalPrice ?? null;
    const news = watchNews(memory, bestTotal, today);
    let mailed = false;
    if (news && (await takeMailSlot(db, savedSearchId, today, news.bestTotal))) {
      const mail = watchMail({
        to: claimed.email,
        language: claimed.language,
        search,
        news,
        deals: fitting.slice(0, watchRules.dealsPerMail),
        siteUrl: deps.siteUrl,
        unsubscribeToken: deps.tokens.sign(savedSearchId),
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
