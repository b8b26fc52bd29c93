import type { Deal } from './deal';
import {
  loosenSuggestions,
  resultFacets,
  type LoosenSuggestion,
  type ResultFacets,
} from './results-view-facets';
import { passesFilters, type ResultFilters } from './results-view-filters';
import { compareRanked, type RankedDeal, type SortKey } from './results-view-sort';

export * from './results-view-facets';
export * from './results-view-filters';
export * from './results-view-sort';

/** One hotel on the results page: its best deal as the card, its other flights as "more flight options". */
export interface HotelGroup {
  hotelId: string;
  /** The hotel's best deal under the chosen sort. */
  best: Deal;
  /** The hotel's other deals that pass the filters, in the chosen sort's order. */
  others: Deal[];
}

/** What the results page shows for the deals of one search, a sort and filters. */
export interface ResultsView {
  /** One per hotel with a deal that passes the filters, best first under the sort. */
  groups: HotelGroup[];
  /** Deals that pass the filters, across every group. */
  deals: number;
  facets: ResultFacets;
  /** When no hotel is left: the filters that, removed alone, bring hotels back, most first. */
  loosen: LoosenSuggestion[];
}

/**
 * Filters the deals, groups them by hotel and sorts both the groups (by their best deal) and each group's deals.
 * `deals` come in the server's order, product.md's best value first, which the 'value' sort keeps and every other sort
 * falls back to on ties.
 */
export function resultsView(deals: readonly Deal[], sort: SortKey, filters: ResultFilters): ResultsView {
  const byHotel = new Map<string, RankedDeal[]>();
  deals.forEach((deal, rank) => {
    if (!passesFilters(deal, filters)) return;
    const hotelDeals = byHotel.get(deal.hotel.hotelId);
    if (hotelDeals) hotelDeals.push({ deal, rank });
    else byHotel.set(deal.hotel.hotelId, [{ deal, rank }]);
  });

  const compare = (a: RankedDeal, b: RankedDeal) => compareRanked(sort, a, b);
  const sortedGroups = [...byHotel.values()]
    .map((hotelDeals) => hotelDeals.sort(compare))
    .filter((hotelDeals): hotelDeals is [RankedDeal, ...RankedDeal[]] => hotelDeals.length > 0)
    .sort((a, b) => compare(a[0], b[0]));

  return {
    groups: sortedGroups.map(([best, ...others]) => ({
      hotelId: best.deal.hotel.hotelId,
      best: best.deal,
      others: others.map((ranked) => ranked.deal),
    })),
    deals: sortedGroups.reduce((sum, hotelDeals) => sum + hotelDeals.length, 0),
    facets: resultFacets(deals, filters),
    loosen: loosenSuggestions(deals, filters),
  };
}
