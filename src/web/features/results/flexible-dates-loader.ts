import { preloadable } from '../../lib/preloadable';

// A chunk of its own: the deals never wait for the grid's code. It downloads beside the results' own
// (`preloadSearchResults`), so it is usually there when the deals render.
export const { Component: FlexibleDates, preload: preloadFlexibleDates } = preloadable(
  async () => (await import('./date-grid')).FlexibleDates,
);
