/** User-facing provider messages of product.md §8 (and §5 for hotel ids). */
export const messages = {
  rateLimited: 'Rate limit exceeded. Please try again in a moment.',
  /** product.md §8's search fallback, for failures the provider did not explain. */
  searchFailed: 'Search failed. Please try again.',
  /** The texts of product.md §8 for a provider that refuses TripFit's credentials. */
  authFailed: 'Authentication with the travel provider failed. Please try again later.',
  credentialsInvalid: 'The travel provider rejected our credentials. Please try again later.',
  noHotelIds: 'No hotel IDs provided',
  tooManyHotelIds: (received: number) => `Too many hotel IDs. Maximum 20 allowed, received ${received}`,
  noHotelsInCity: (cityCode: string) => `No hotels found in ${cityCode}. Please try a different city.`,
  hotelListRateLimited: 'Too many requests. Please wait a moment and try again.',
  hotelOffersInvalid: 'Invalid search parameters. Please check your dates and guest count.',
  hotelOffersRateLimited: 'Too many searches. Please wait a moment and try again.',
  /** Issue 28: what a live partner's trouble tells the visitor, never the partner's own text. */
  partnerUnreachable: (side: 'flights' | 'hotels') =>
    `We couldn't reach our ${side === 'flights' ? 'flight' : 'hotel'} partner. Please try again in a few minutes.`,
  partnerBusyFor: (side: 'flights' | 'hotels', minutes: number) =>
    `Our ${side === 'flights' ? 'flight' : 'hotel'} partner is busy right now. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  partnerFailed: (side: 'flights' | 'hotels') =>
    `Something went wrong on our side while asking our ${side === 'flights' ? 'flight' : 'hotel'} partner. Please try again later.`,
  unusableOffers: (side: 'flights' | 'hotels') =>
    `We couldn't get usable ${side === 'flights' ? 'flight' : 'hotel'} offers for this search. Please try again later.`,
} as const;
