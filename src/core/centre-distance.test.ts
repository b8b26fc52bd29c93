import { describe, expect, it } from 'vitest';
import { distanceFromCentreKm, kilometresBetween } from './centre-distance';
import { noFilters, resultsView, type ResultFilters } from './results-view';
import { viewDeal } from './results-view.fixtures';

const within = (maxDistanceKm: ResultFilters['maxDistanceKm']): ResultFilters => ({
  ...noFilters,
  maxDistanceKm,
});

describe("a hotel's distance from the centre", () => {
  it('measures the great circle: Paris Notre-Dame to the Eiffel Tower is about 4.1 km', () => {
    const notreDame = { latitude: 48.853, longitude: 2.3499 };
    const eiffelTower = { latitude: 48.8584, longitude: 2.2945 };
    expect(kilometresBetween(notreDame, eiffelTower)).toBeCloseTo(4.1, 1);
    expect(distanceFromCentreKm(notreDame, eiffelTower)).toBe(4.1);
  });

  it('is 0 at the centre and the same both ways', () => {
    const centre = { latitude: 44.8176, longitude: 20.4633 };
    const hotel = { latitude: 44.8, longitude: 20.5 };
    expect(distanceFromCentreKm(centre, centre)).toBe(0);
    expect(distanceFromCentreKm(centre, hotel)).toBe(distanceFromCentreKm(hotel, centre));
    expect(distanceFromCentreKm(centre, hotel)).toBe(3.5);
  });
});

describe('the distance filter', () => {
  const deals = [
    viewDeal({ id: 'near', hotelId: 'H1', distanceKm: 0.6 }),
    viewDeal({ id: 'edge', hotelId: 'H2', distanceKm: 3 }),
    viewDeal({ id: 'far', hotelId: 'H3', distanceKm: 4.2 }),
    viewDeal({ id: 'out', hotelId: 'H4', distanceKm: 12.5 }),
    viewDeal({ id: 'unknown', hotelId: 'H5' }),
  ];
  const cards = (chosen: ResultFilters) =>
    resultsView(deals, 'value', chosen).groups.map((group) => group.best.id);

  it('keeps hotels within 1, 3 or 5 km, the limit included, and every hotel without a limit', () => {
    expect(cards(within(1))).toEqual(['near']);
    expect(cards(within(3))).toEqual(['near', 'edge']);
    expect(cards(within(5))).toEqual(['near', 'edge', 'far']);
    expect(cards(noFilters)).toHaveLength(5);
  });

  it('counts the hotels each distance keeps, with the other filters applied', () => {
    expect(resultsView(deals, 'value', noFilters).facets.maxDistanceKm).toEqual([
      { value: 0, hotels: 5 },
      { value: 1, hotels: 1 },
      { value: 3, hotels: 2 },
      { value: 5, hotels: 3 },
    ]);
    const rated = [...deals, viewDeal({ hotelId: 'H6', distanceKm: 0.2, rating: 9.4 })];
    const counts = resultsView(rated, 'value', { ...noFilters, minRating: 9 }).facets.maxDistanceKm;
    expect(counts?.map((option) => option.hotels)).toEqual([1, 1, 1, 1]);
  });

  it('is not offered when no hotel has a known distance', () => {
    const facets = resultsView([viewDeal({ hotelId: 'H1' })], 'value', noFilters).facets;
    expect(facets.maxDistanceKm).toBeUndefined();
  });
});
