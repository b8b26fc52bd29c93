import type { CabinClass } from '../../../core/cabin-classes';
import { seededRandom } from '../../../core/seeded-random';

/**
 * Which sandbox rates and fares can be cancelled for a refund (issue 28). Drawn from the hotel and room type, or
 * the fare's own seed, never from dates or prices: a rate keeps its terms all year, and no price depends on them.
 */

/**
 * Share of free-cancellation rates by room type, cheapest first: hotels sell their cheapest room non-refundable
 * more often, as booking sites show. About 40 % of all rates.
 */
const hotelRefundableShares = [0.3, 0.5, 0.65] as const;

export function hotelRateRefundable(hotelId: string, roomType: number): boolean {
  const share = hotelRefundableShares[Math.min(roomType, hotelRefundableShares.length - 1)] ?? 0;
  return seededRandom('hotel-rate-refundable', hotelId, roomType).chance(share);
}

/** Share of refundable tickets by cabin: few economy fares (fewer on low-cost carriers), most in the front. */
const fareRefundableShares: Readonly<Record<CabinClass, number>> = {
  ECONOMY: 0.12,
  PREMIUM_ECONOMY: 0.3,
  BUSINESS: 0.55,
  FIRST: 0.8,
};
const lowCostEconomyShare = 0.03;

/** The draw a fare keeps on every date and in every cabin (0 to 1), from its route and place in the route's offers. */
export function fareRefundDraw(routeKey: string, offerIndex: number): number {
  return seededRandom('fare-refundable', routeKey, offerIndex).next();
}

/** Whether a fare with `draw` is refundable in `cabin`; a fare refundable in economy is in every dearer cabin too. */
export function fareRefundable(draw: number, cabin: CabinClass, lowCost: boolean): boolean {
  const share = cabin === 'ECONOMY' && lowCost ? lowCostEconomyShare : fareRefundableShares[cabin];
  return draw < share;
}
