/**
 * The deal score of product.md §9, split into terms so the engine can compute each flight's and each hotel's part once
 * and add them per combination. `dealScore` adds the terms in the formula's order, so a score computed either way
 * is bit-for-bit the same.
 *
 * Score = 0.35 × (1000 / total price) + 0.25 × (rating / 5) + 0.2 × (1 / (flight minutes / 60)) + 0.2 × stops factor
 */

/** What product.md §9 assumes for a hotel without a rating. */
export const defaultScoreRating = 3;

/**
 * 0.35 × (1000 / total price): cheaper deals score higher. The total is in US dollars (product.md's default currency,
 * at the reference rate): read in zloty or dinars the term would shrink and the ranking change with the currency.
 */
export function priceTerm(totalPrice: number): number {
  return 0.35 * (1000 / totalPrice);
}

/**
 * 0.25 × (rating / 5). product.md's "rating" is the 0–10 display rating (not the 0–100 sentiment, not a 5-star value),
 * so a perfect hotel adds 0.5. A rating of 0 (no data, or a real 0) counts as 3.
 */
export function ratingTerm(displayRating: number): number {
  const rating = displayRating === 0 ? defaultScoreRating : displayRating;
  return 0.25 * (rating / 5);
}

/**
 * 0.2 × (1 / (flight minutes / 60)): shorter flying scores higher. The minutes are the outbound's plus the
 * return's; a one-way offer reuses its outbound as the return (product.md §9), so it counts the outbound twice and
 * compares fairly with round trips.
 */
export function flightTimeTerm(totalFlightMinutes: number): number {
  return 0.2 * (1 / (totalFlightMinutes / 60));
}

/** 1 for a direct outbound, 0.7 for one stop, 0.4 for more. */
export function stopsFactor(stops: number): number {
  if (stops <= 0) return 1;
  return stops === 1 ? 0.7 : 0.4;
}

export function stopsTerm(stops: number): number {
  return 0.2 * stopsFactor(stops);
}

export interface DealScoreInput {
  /** In US dollars. */
  totalPrice: number;
  /** 0–10 display rating; 0 means none. */
  displayRating: number;
  /** Outbound plus return minutes. */
  totalFlightMinutes: number;
  /** Outbound stops. */
  stops: number;
}

export function dealScore(input: DealScoreInput): number {
  return (
    priceTerm(input.totalPrice) +
    ratingTerm(input.displayRating) +
    flightTimeTerm(input.totalFlightMinutes) +
    stopsTerm(input.stops)
  );
}
