/**
 * How a destination's total price shows on the map: the cheaper it is among the shown destinations, the bigger
 * and the stronger in brand colour its dot, so the best buys stand out before any tooltip is read.
 */

/** Radii in the map's viewBox units (960 wide): hittable at 1280 px, small enough not to bury Europe. */
export const smallestRadius = 5;
export const largestRadius = 9;

/** Weakest to strongest; written out whole so Tailwind finds the classes. */
export const markerShades = [
  'fill-brand-400',
  'fill-brand-500',
  'fill-brand-600',
  'fill-brand-700',
  'fill-brand-800',
] as const;
export type MarkerShade = (typeof markerShades)[number];

export interface MarkerStyle {
  radius: number;
  shade: MarkerShade;
}

/** 1 for the cheapest price, 0 for the dearest, linear between; 1 for all when every price is the same. */
export function cheapness(price: number, min: number, max: number): number {
  if (max <= min) return 1;
  return Math.min(1, Math.max(0, (max - price) / (max - min)));
}

/** The style of each price among `prices` (the destinations on the map). */
export function markerScale(prices: readonly number[]): (price: number) => MarkerStyle {
  const min = prices.reduce((low, price) => Math.min(low, price), Infinity);
  const max = prices.reduce((high, price) => Math.max(high, price), -Infinity);
  return (price) => {
    const share = cheapness(price, min, max);
    // Five equal bands; the cheapest (share 1) falls in the last one.
    const band = Math.min(markerShades.length - 1, Math.floor(share * markerShades.length));
    return {
      radius: Math.round((smallestRadius + share * (largestRadius - smallestRadius)) * 10) / 10,
      shade: markerShades[band] ?? 'fill-brand-800',
    };
  };
}
