import type { HotelSentiment } from '../../../core/travel-data';
import { findHotel } from './hotels';
import { hashParts, seededRandom } from '../../../core/seeded-random';

/** About 15% of hotels have too few reviews for a sentiment, as on Amadeus. */
const withoutSentimentShare = 0.15;

/** Guests rate higher-starred hotels a little higher; most ratings land between 60 and 95. */
const typicalRatingByStars = { 2: 68, 3: 75, 4: 81, 5: 87 } as const;

/**
 * A stable sentiment per hotel (it does not change with the stay): overall rating 0–100 and a review count.
 * Unknown ids and hotels without a sentiment are missing from the result.
 */
export function hotelSentiments(hotelIds: readonly string[]): HotelSentiment[] {
  return [...new Set(hotelIds)].flatMap((hotelId): HotelSentiment[] => {
    const hotel = findHotel(hotelId);
    if (!hotel) return [];
    if ((hashParts('sentiment-missing', hotelId) % 1000) / 1000 < withoutSentimentShare) return [];
    const random = seededRandom('sentiment', hotelId);
    // One hotel in twenty disappoints its guests.
    const base = random.chance(0.05) ? random.between(35, 60) : typicalRatingByStars[hotel.stars];
    const overallRating = Math.round(Math.min(100, Math.max(0, base + random.between(-8, 8))));
    const numberOfReviews = Math.round(Math.exp(random.between(Math.log(5), Math.log(3000))));
    return [{ hotelId, overallRating, numberOfReviews }];
  });
}
