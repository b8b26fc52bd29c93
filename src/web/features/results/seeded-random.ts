/** FNV-1a: a stable 32-bit number from a string, the same in every browser and on every visit. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** A whole number in [min, max]. */
  integer(min: number, max: number): number;
  pick<T>(choices: readonly [T, ...T[]]): T;
}

/** Mulberry32: tiny, fast and good enough for drawing; `Math.random` would give a new picture on every render. */
export function seededRandom(seed: string): SeededRandom {
  let state = hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    between,
    integer: (min, max) => Math.floor(between(min, max + 1)),
    pick: (choices) => choices[Math.floor(next() * choices.length)] ?? choices[0],
  };
}
