import type { Deal } from './deal';
import { isOneWay } from './results-view-filters';
import { totalEmissionsKg } from './trip-emissions';

/**
 * The orders a results page offers: product.md's best value (the server's order), cheapest total, shortest time in the
 * air, best-rated hotel, lowest estimated CO₂e (issue 30).
 */
export const sortKeys = ['value', 'price', 'duration', 'rating', 'co2'] as const;
export type SortKey = (typeof sortKeys)[number];

export function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

/** Minutes of flying, connections included: both legs, or the outbound once for a one-way trip. */
export function tripMinutes(deal: Deal): number {
  const { outbound, return: back } = deal.flight;
  return outbound.durationMinutes + (isOneWay(deal) ? 0 : back.durationMinutes);
}

/** A deal with its place in the server's answer, which is product.md's best-value order. */
export interface RankedDeal {
  deal: Deal;
  rank: number;
}

/** Flights and hotel nights together; a deal without an estimate sorts after every deal with one. */
const emissionsKg = (deal: Deal) =>
  deal.emissions ? totalEmissionsKg(deal.emissions) : Number.POSITIVE_INFINITY;

/** Whole cents, so 0.1 + 0.2 and 0.3 tie as the prices they are. */
const cents = (amount: number) => Math.round(amount * 100);

function primary(sort: SortKey, a: Deal, b: Deal): number {
  switch (sort) {
    case 'value':
      return 0;
    case 'price':
      return cents(a.totalPrice) - cents(b.totalPrice);
    case 'duration':
      return tripMinutes(a) - tripMinutes(b);
    case 'rating':
      return b.hotel.rating - a.hotel.rating || cents(a.totalPrice) - cents(b.totalPrice);
    case 'co2':
      return Math.sign(emissionsKg(a) - emissionsKg(b) || 0) || cents(a.totalPrice) - cents(b.totalPrice);
  }
}

/** Orders two deals under a sort; what the sort leaves tied keeps the server's best-value order. */
export function compareRanked(sort: SortKey, a: RankedDeal, b: RankedDeal): number {
  return primary(sort, a.deal, b.deal) || a.rank - b.rank;
}
