/** The hotel levels explore prices by and price history keeps apart (issue 30). */

export const hotelLevels = ['budget', 'mid', 'comfort'] as const;
export type HotelLevel = (typeof hotelLevels)[number];

/**
 * The lowest guest rating (0–100, as hotel sentiments give it) a hotel needs for each level. A budget trip takes
 * the cheapest room; mid-range and comfort want guests to rate the hotel Good or Very Good (the card's labels).
 */
export const levelMinimumRating: Readonly<Record<HotelLevel, number>> = {
  budget: 0,
  mid: 70,
  comfort: 80,
};
