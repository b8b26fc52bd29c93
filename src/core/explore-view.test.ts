import { describe, expect, it } from 'vitest';
import type { ExploreDestination } from './explore';
import { regionCounts, viewDestinations } from './explore-view';

const destination = (
  code: string,
  region: ExploreDestination['region'],
  totalPrice: number,
  typicalPrice?: number,
) => ({ code, region, totalPrice, ...(typicalPrice ? { typicalPrice } : {}) }) as ExploreDestination;

const list = [
  destination('SOF', 'europe', 300, 320),
  destination('TUN', 'africa', 420, 600),
  destination('LIS', 'europe', 500, 800),
  destination('DXB', 'middle-east', 700),
];

describe('explore view', () => {
  it('keeps the answer cheapest first, and filters by region', () => {
    expect(viewDestinations(list, { region: 'all', sort: 'total' }).map((item) => item.code)).toEqual([
      'SOF',
      'TUN',
      'LIS',
      'DXB',
    ]);
    expect(viewDestinations(list, { region: 'europe', sort: 'total' }).map((item) => item.code)).toEqual([
      'SOF',
      'LIS',
    ]);
  });

  it('sorts by value: the largest share below the usual total first, unknown usual totals last', () => {
    expect(viewDestinations(list, { region: 'all', sort: 'value' }).map((item) => item.code)).toEqual([
      'LIS',
      'TUN',
      'SOF',
      'DXB',
    ]);
  });

  it('counts each region with destinations, in the regions order', () => {
    expect(regionCounts(list)).toEqual([
      ['europe', 2],
      ['middle-east', 1],
      ['africa', 1],
    ]);
  });
});
