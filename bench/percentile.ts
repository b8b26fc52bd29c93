/** Nearest-rank percentile of an ascending list; NaN when it is empty. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Milliseconds with three decimals, the precision every bench prints. */
export const ms = (value: number): string => `${value.toFixed(3)} ms`;
