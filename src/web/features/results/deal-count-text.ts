import type { TFunction } from 'i18next';
import type { Deal } from '../../../core/deal';

/**
 * '50 deals at 7 hotels fit your budget': a search finds several flights per hotel, and the page groups them.
 * The results area's announcement uses it too, so it counts hotels itself rather than pull the results view's
 * filters and facets into the home page's first chunk.
 */
export function dealCountText(t: TFunction, deals: readonly Deal[]): string {
  const hotels = new Set(deals.map((deal) => deal.hotel.hotelId)).size;
  return t('resultsView.dealCount', {
    count: deals.length,
    atHotels: t('resultsView.atHotels', { count: hotels }),
  });
}
