import type { Duffel } from '@duffel/api';
import type { CreateOfferRequest } from '@duffel/api/types';
import type { Throttle } from '../../infra/throttle';
import type { DuffelClient } from './client';
import { offerRequestAnswer, offersPage, type DuffelOffer } from './schemas';

/** Duffel's largest page of the offers list. */
const MAX_PAGE_SIZE = 200;

export interface OfferSearchOptions {
  duffel: Duffel;
  client: DuffelClient;
  /** Taken by each offer request: the search Duffel counts. */
  throttle: Throttle;
  /** How long Duffel waits for airlines before answering with the offers it has. */
  supplierTimeoutMs: number;
}

/**
 * Creates the offer request without its offers (a busy route has thousands), then lists them cheapest first, a
 * page at a time, until `max` or the last page.
 */
export async function searchCheapestOffers(
  options: OfferSearchOptions,
  body: CreateOfferRequest,
  max: number,
  signal: AbortSignal,
): Promise<DuffelOffer[]> {
  const { duffel, client, throttle, supplierTimeoutMs } = options;
  const request = await client.call(
    {
      endpoint: 'duffel:offerRequests',
      send: () =>
        duffel.offerRequests.create({ ...body, return_offers: false, supplier_timeout: supplierTimeoutMs }),
      schema: offerRequestAnswer,
      throttle,
    },
    signal,
  );
  const offers: DuffelOffer[] = [];
  let after: string | undefined;
  do {
    const cursor = after;
    const page = await client.call(
      {
        endpoint: 'duffel:offers',
        send: () =>
          duffel.offers.list({
            offer_request_id: request.data.id,
            sort: 'total_amount',
            limit: Math.min(max - offers.length, MAX_PAGE_SIZE),
            ...(cursor ? { after: cursor } : {}),
          }),
        schema: offersPage,
      },
      signal,
    );
    offers.push(...page.data);
    // An empty page ends the list whatever its cursor says, so a confused answer cannot loop.
    after = page.data.length > 0 ? (page.meta?.after ?? undefined) : undefined;
  } while (after && offers.length < max);
  return offers.slice(0, max);
}
