/** The shortest time any `limit + 1` consecutive calls took: under a second means a per-second limit was broken. */
export function shortestSpan(times: number[], limit: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let shortest = Infinity;
  for (let index = 0; index + limit < sorted.length; index += 1) {
    shortest = Math.min(shortest, (sorted[index + limit] ?? 0) - (sorted[index] ?? 0));
  }
  return shortest;
}

/** Timer and socket jitter on a busy machine. */
export const TOLERANCE_MS = 50;
