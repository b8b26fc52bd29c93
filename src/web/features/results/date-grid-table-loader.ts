import { preloadable } from '../../lib/preloadable';

// A chunk of its own: the deals and the shut "Flexible dates" line never wait for the grid's table. It downloads
// beside the results' own (`preloadSearchResults`), so it is usually there when the grid is opened.
export const { Component: DateGridTable, preload: preloadDateGridTable } = preloadable(
  async () => (await import('./date-grid-table')).DateGridTable,
);
