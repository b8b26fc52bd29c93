import type { RatingLabel } from './deal';
import type { HotelSentiment } from './travel-data';

/** What a deal card shows about a hotel's guest sentiment (product.md §9). */
export interface HotelRating {
  /** 0 to 10 with one decimal; 0 when there is no sentiment data. */
  rating: number;
  label: RatingLabel;
  numberOfReviews: number;
}

const labelThresholds: readonly (readonly [minimum: number, label: RatingLabel])[] = [
  [90, 'Excellent'],
  [80, 'Very Good'],
  [70, 'Good'],
  [60, 'Fair'],
];

export const noHotelRating: HotelRating = { rating: 0, label: 'No rating', numberOfReviews: 0 };

/**
 * The card's rating for a sentiment record, or 'No rating' without one (or with a rating that is not a number).
 * The label is judged on the rounded 0–100 rating, the same number the card displays, so 8.9 never reads
 * 'Excellent' and 9.0 never reads 'Very Good'.
 */
export function hotelRating(sentiment: HotelSentiment | undefined): HotelRating {
  if (!sentiment || !Number.isFinite(sentiment.overallRating)) return noHotelRating;
  const rounded = Math.min(100, Math.max(0, Math.round(sentiment.overallRating)));
  const label = labelThresholds.find(([minimum]) => rounded >= minimum)?.[1] ?? 'Average';
  const reviews = sentiment.numberOfReviews;
  return {
    rating: rounded / 10,
    label,
    numberOfReviews: Number.isFinite(reviews) && reviews > 0 ? Math.floor(reviews) : 0,
  };
}
