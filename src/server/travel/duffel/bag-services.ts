import type { Duffel } from '@duffel/api';
import type { BagChoice } from '../../../core/bag-choices';
import type { Logger } from '../../infra/logger';
import { settleConcurrently } from '../../infra/settle-concurrently';
import type { Throttle } from '../../infra/throttle';
import { needsBagServices } from './bag-fees';
import type { ExpiringLoader } from './cached';
import type { DuffelClient } from './client';
import { earliestExpiry } from './mappers';
import { offerServicesAnswer, type DuffelBaggageService, type DuffelOffer } from './schemas';

/**
 * Bag prices cost one call per offer while the visitor waits, so only the cheapest offers whose fare leaves the
 * search's bags out are asked: deals are built from the cheapest fares, and 8 calls go out at once within
 * Duffel's limits. A dearer offer keeps its bag price unknown, which the card says.
 */
export const MAX_OFFERS_ASKED_FOR_BAGS = 8;

export interface BagServicesOptions {
  duffel: Duffel;
  client: DuffelClient;
  /** Taken by each offer's call. */
  throttle: Throttle;
  cached: ExpiringLoader;
  logger: Logger;
  /** How long all the calls of one search may take; an offer not answered by then has no bag prices. */
  budgetMs: number;
}

/**
 * The bags sold with each offer that needs them to price `choice`, by offer id. An offer whose call failed or
 * ran past the budget is left out: its bag prices stay unknown and the search goes on.
 */
export async function bagServicesFor(
  options: BagServicesOptions,
  offers: DuffelOffer[],
  choice: BagChoice,
  signal: AbortSignal,
): Promise<Map<string, DuffelBaggageService[]>> {
  const { duffel, client, throttle, cached, logger, budgetMs } = options;
  const asked = offers.filter((offer) => needsBagServices(offer, choice)).slice(0, MAX_OFFERS_ASKED_FOR_BAGS);
  const services = new Map<string, DuffelBaggageService[]>();
  if (asked.length === 0) return services;
  const budget = AbortSignal.any([signal, AbortSignal.timeout(budgetMs)]);
  const settled = await settleConcurrently(asked, MAX_OFFERS_ASKED_FOR_BAGS, (offer) =>
    // An offer's id is new with every offer request, so its services are cached for as long as it lives.
    cached(`offerServices:${offer.id}`, async () => {
      const answer = await client.call(
        {
          endpoint: 'duffel:offer',
          send: () => duffel.offers.get(offer.id, { return_available_services: true }),
          schema: offerServicesAnswer,
          throttle,
        },
        budget,
      );
      return { value: answer.data.available_services, expiresAt: earliestExpiry([offer]) };
    }),
  );
  signal.throwIfAborted();
  settled.forEach((result, index) => {
    const offer = asked[index];
    if (offer && result.status === 'fulfilled') services.set(offer.id, result.value);
  });
  const missing = asked.length - services.size;
  if (missing > 0) logger.warn({ missing, asked: asked.length }, 'duffel bag prices missing for some offers');
  return services;
}
