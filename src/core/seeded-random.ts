/**
 * Seeded randomness, the one generator for everything invented: the sandbox's travel data (from a seed derived
 * from the request, never Math.random or the clock, so the same request always gets the same answer), the hotel
 * pictures the results page draws, and the test fakes' data.
 */

/** FNV-1a, 32 bits: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A hash of several parts, joined with a separator no IATA code or date contains. */
export function hashParts(...parts: readonly (string | number)[]): number {
  return hashString(parts.join('|'));
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * mulberry32: a small PRNG with a 32-bit state, plenty for generated offers. A class: an explore index makes
 * hundreds of thousands of them, and five closures per instance made each one cost 30 times more.
 */
class Mulberry32 implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
    return item;
  }
}

export function createRandom(seed: number): Random {
  return new Mulberry32(seed);
}

/** A PRNG seeded by the given parts, e.g. `seededRandom('flight', 'BEG', 'CDG', 3)`. */
export function seededRandom(...parts: readonly (string | number)[]): Random {
  return createRandom(hashParts(...parts));
}
