import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, hashString, seededRandom } from './seeded-random';

describe('seeded randomness', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('repeats the same sequence for the same seed', () => {
    const draws = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('stays within the asked ranges', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const random = createRandom(seed);
          const value = random.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          const integer = random.integer(min, min + span);
          expect(Number.isInteger(integer)).toBe(true);
          expect(integer).toBeGreaterThanOrEqual(min);
          expect(integer).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });

  it('refuses to pick from an empty list', () => {
    expect(() => seededRandom('x').pick([])).toThrow(RangeError);
  });
});
