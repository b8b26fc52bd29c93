import { valueShare, type ExploreDestination } from './explore';
import { totalEmissionsKg } from './trip-emissions';
import { regions, type Region } from './world-regions';

/** The explore list as the visitor arranges it: one region or all, by lowest total, best value or lowest CO₂. */
export type ExploreSort = 'total' | 'value' | 'co2';
export const exploreSorts: readonly ExploreSort[] = ['total', 'value', 'co2'];

export interface ExploreView {
  region: Region | 'all';
  sort: ExploreSort;
}

export const defaultExploreView: ExploreView = { region: 'all', sort: 'total' };

/** A destination's whole trip's kg CO₂e; one without an estimate sorts last. */
const emissionsKg = (destination: ExploreDestination) =>
  destination.emissions ? totalEmissionsKg(destination.emissions) : Number.POSITIVE_INFINITY;

/**
 * The destinations of the view: the answer keeps cheapest first; value puts the biggest saving first, CO₂ the
 * lowest estimate (equal ones, and those without, cheapest first).
 */
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
  if (view.sort === 'co2') {
    return shown
      .map((destination, index) => ({ destination, index, kg: emissionsKg(destination) }))
      .sort((left, right) => Math.sign(left.kg - right.kg || 0) || left.index - right.index)
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
