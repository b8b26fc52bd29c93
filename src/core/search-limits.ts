// Kept apart from search-params.ts so the search form's rules can use them without pulling zod into the page.
import { addDays } from './iso-date';

/** product.md §5 traveller and guest caps, and how far ahead a search may look. */
export const limits = {
  flightAdults: { min: 1, max: 9 },
  flightChildren: { min: 0, max: 8 },
  flightTravellers: 9,
  hotelAdults: { min: 1, max: 30 },
  hotelChildren: { min: 0, max: 10 },
  childAge: { min: 0, max: 17 },
  rooms: { min: 1, max: 8 },
  /** What hotels sell a standard room for: more guests need another room. */
  guestsPerRoom: 4,
  /** Airlines and hotels sell about a year ahead; later dates would only ever find nothing. */
  maxDaysAhead: 360,
} as const;

/** The last date a search may use (departure, return, check-in, check-out), given today's YYYY-MM-DD. */
export const latestSearchDate = (today: string) => addDays(today, limits.maxDaysAhead);

/** What one account may keep, and how many of them one GET /api/saved-searches answers. */
export const savedSearchLimits = {
  perAccount: 100,
  page: { default: 20, max: 100 },
} as const;
