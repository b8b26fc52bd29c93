import { describe, expect, it } from 'vitest';
import { createExploreParamsSchema } from './explore-params';

const schema = createExploreParamsSchema('2027-01-10');
const query = { from: 'beg', budget: '800', currency: 'EUR', month: '2027-03', nights: '5-7' };
const problem = (input: Record<string, string>) => {
  const result = schema.safeParse(input);
  return result.success
    ? undefined
    : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('explore parameters', () => {
  it('reads a query with the defaults filled in', () => {
    expect(schema.parse(query)).toEqual({
      from: 'BEG',
      budget: 800,
      currency: 'EUR',
      month: '2027-03',
      nights: '5-7',
      adults: 1,
      children: 0,
      childrenAges: [],
      rooms: 1,
      level: 'mid',
      direct: false,
      bags: 'cabin',
      nearby: false,
    });
  });

  it('includes cities under 250 km only when asked', () => {
    expect(schema.parse({ ...query, nearby: 'true' }).nearby).toBe(true);
    expect(problem({ ...query, nearby: '1' })).toBe('nearby: true or false');
  });

  it('reads the bags each traveller carries, as a search does', () => {
    expect(schema.parse({ ...query, bags: 'checked' }).bags).toBe('checked');
    expect(problem({ ...query, bags: 'trunk' })).toBe('bags: personal, cabin or checked');
  });

  it('reads travellers, ages, rooms, level and direct', () => {
    const params = schema.parse({
      ...query,
      adults: '2',
      children: '2',
      childrenAges: '4,11',
      rooms: '2',
      level: 'comfort',
      direct: 'true',
      month: 'next3',
    });
    expect(params).toMatchObject({
      adults: 2,
      children: 2,
      childrenAges: [4, 11],
      rooms: 2,
      level: 'comfort',
      direct: true,
    });
  });

  it.each([
    [{ from: 'BE' }, 'from: a 3-letter IATA code'],
    [{ budget: '0' }, 'budget: more than 0'],
    [{ budget: '12,5' }, 'budget: an amount such as 800 or 800.50'],
    [{ currency: 'XXX' }, 'currency: one of the supported currencies'],
    [{ month: '2027-13' }, 'month: a month as YYYY-MM, or next3 for the next three months'],
    [{ month: '2026-12' }, 'month: has no travel dates left: choose a later month within a year'],
    [{ month: '2028-06' }, 'month: has no travel dates left: choose a later month within a year'],
    [{ nights: '3-5' }, 'nights: one of 2-4, 5-7, 8-14'],
    [{ adults: '0' }, 'adults: at least 1'],
    [{ adults: '2.0' }, 'adults: adults must be a whole number'],
    [
      { adults: '5', children: '5', childrenAges: '1,2,3,4,5', rooms: '3' },
      'children: adults and children together must be at most 9',
    ],
    [{ children: '1' }, 'childrenAges: needs one age for each child'],
    [{ children: '1', childrenAges: '18' }, 'childrenAges.0: each age at most 17'],
    [{ adults: '5' }, 'rooms: a room holds at most 4 guests'],
    [{ level: 'luxury' }, 'level: one of budget, mid, comfort'],
    [{ direct: 'yes' }, 'direct: true or false'],
  ])('refuses %o', (change, message) => {
    expect(problem({ ...query, ...change })).toBe(message);
  });
});
