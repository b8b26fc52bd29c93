import { describe, expect, it } from 'vitest';
import type { ExploreDestination } from './explore';
import { regionCounts, viewDestinations } from './explore-view';

const destination = (
  code: string,
  region: ExploreDestination['region'],
  totalPrice: number,
  typicalPrice?: number,
  flightKg?: number,
) =>
  ({
    code,
    region,
    totalPrice,
    ...(typicalPrice ? { typicalPrice } : {}),
    ...(flightKg ? { emissions: { flightKg, hotelKg: 40, travellers: 2, source: 'model' } } : {}),
  }) as ExploreDestination;

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

  it('sorts by lowest CO₂: flights plus hotel nights, those without an estimate last, ties cheapest first', () => {
    const withCo2 = [
      destination('SOF', 'europe', 300, undefined, 900),
      destination('TUN', 'africa', 420, undefined, 300),
      destination('LIS', 'europe', 500, undefined, 300),
      destination('DXB', 'middle-east', 700),
      destination('ATH', 'europe', 800, undefined, 120),
    ];
    expect(viewDestinations(withCo2, { region: 'all', sort: 'co2' }).map((item) => item.code)).toEqual([
      'ATH',
      'TUN',
      'LIS',
      'SOF',
      'DXB',
    ]);
    expect(viewDestinations(withCo2, { region: 'europe', sort: 'co2' }).map((item) => item.code)).toEqual([
      'ATH',
      'LIS',
      'SOF',
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
