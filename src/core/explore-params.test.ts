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
      nights: { min: 5, max: 7, weekend: false },
      adults: 1,
      children: 0,
      childrenAges: [],
      rooms: 1,
      level: 'mid',
      cabin: 'ECONOMY',
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

  it('reads the cabin, as a search does', () => {
    expect(schema.parse({ ...query, cabin: 'BUSINESS' }).cabin).toBe('BUSINESS');
    expect(schema.parse({ ...query, cabin: 'PREMIUM_ECONOMY' }).cabin).toBe('PREMIUM_ECONOMY');
    expect(problem({ ...query, cabin: 'business' })).toBe(
      'cabin: ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST',
    );
  });

  it('reads weekends and any range of 1 to 21 nights, not only the page’s presets', () => {
    expect(schema.parse({ ...query, nights: 'weekend' }).nights).toEqual({ min: 2, max: 4, weekend: true });
    expect(schema.parse({ ...query, nights: '3-5' }).nights).toEqual({ min: 3, max: 5, weekend: false });
    expect(schema.parse({ ...query, nights: '1-21' }).nights).toEqual({ min: 1, max: 21, weekend: false });
    expect(schema.parse({ ...query, nights: '4-4' }).nights).toEqual({ min: 4, max: 4, weekend: false });
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
    [{ nights: '0-3' }, 'nights: at least 1 night'],
    [{ nights: '7-22' }, 'nights: at most 21 nights'],
    [{ nights: '7-5' }, 'nights: the first number of nights must not be larger than the second'],
    [{ nights: '5' }, 'nights: a range of nights such as 5-7, or weekend'],
    [{ nights: 'weekends' }, 'nights: a range of nights such as 5-7, or weekend'],
    [{ nights: '3-5.5' }, 'nights: a range of nights such as 5-7, or weekend'],
    [{ cabin: 'SUITE' }, 'cabin: ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST'],
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
