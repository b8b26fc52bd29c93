import { valueShare, type ExploreDestination } from './explore';
import { regions, type Region } from './world-regions';

/** The explore list as the visitor arranges it: one region or all, by lowest total or by best value. */
export type ExploreSort = 'total' | 'value';
export const exploreSorts: readonly ExploreSort[] = ['total', 'value'];

export interface ExploreView {
  region: Region | 'all';
  sort: ExploreSort;
}

export const defaultExploreView: ExploreView = { region: 'all', sort: 'total' };

/** The destinations of the view: the answer keeps cheapest first; value puts the biggest saving first. */
export function viewDestinations(
  destinations: readonly ExploreDestination[],
  view: ExploreView,
): ExploreDestination[] {
  const shown = destinations.filter(
    (destination) => view.region === 'all' || destination.region === view.region,
  );
  if (view.sort === 'value') {
    return shown
      .map((destination, index) => ({ destination, index, value: valueShare(destination) }))
      .sort((left, right) => right.value - left.value || left.index - right.index)
      .map(({ destination }) => destination);
  }
  return shown;
}

/** How many destinations each region has, in the regions' order, leaving out empty ones. */
export function regionCounts(destinations: readonly ExploreDestination[]): [Region, number][] {
  return regions.flatMap((region): [Region, number][] => {
    const count = destinations.filter((destination) => destination.region === region).length;
    return count > 0 ? [[region, count]] : [];
  });
}
