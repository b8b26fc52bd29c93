import type { RatingLabel } from '../../../core/deal';

/** The i18n key of each rating label the deal engine produces (product.md §9). */
export const ratingLabelKeys = {
  Excellent: 'dealCard.ratingLabel.excellent',
  'Very Good': 'dealCard.ratingLabel.veryGood',
  Good: 'dealCard.ratingLabel.good',
  Fair: 'dealCard.ratingLabel.fair',
  Average: 'dealCard.ratingLabel.average',
  'No rating': 'dealCard.ratingLabel.noRating',
} as const satisfies Record<RatingLabel, string>;
