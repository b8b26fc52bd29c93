import { countReasons, type OfferCheckReason } from '../../core/offer-checks';
import type { Logger } from '../infra/logger';

/** Told of each offer a live adapter dropped because it did not answer the search (for metrics). */
export type DroppedOfferObserver = (reason: OfferCheckReason) => void;

/** One log line for a provider answer's dropped offers (reasons and counts only: no traveller data). */
export function reportDroppedOffers(
  logger: Logger,
  reasons: readonly OfferCheckReason[],
  observe: DroppedOfferObserver | undefined,
): void {
  if (reasons.length === 0) return;
  for (const reason of reasons) observe?.(reason);
  logger.warn({ dropped: countReasons(reasons) }, 'offers that do not answer the search were dropped');
}
