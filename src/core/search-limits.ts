// Kept apart from search-params.ts so the search form's rules can use them without pulling zod into the page.
/** SPEC.md §5 traveller and guest caps. */
export const limits = {
  flightAdults: { min: 1, max: 9 },
  flightChildren: { min: 0, max: 8 },
  flightTravellers: 9,
  hotelAdults: { min: 1, max: 30 },
  hotelChildren: { min: 0, max: 10 },
  childAge: { min: 0, max: 17 },
  rooms: { min: 1, max: 8 },
} as const;
