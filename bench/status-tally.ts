import { percentile } from './percentile';

/** Answers of one kind of request: statuses and latencies, as the load and fault benches count them. */
export class StatusTally {
  readonly latenciesMs: number[] = [];
  readonly statuses = new Map<number, number>();

  record(status: number, latencyMs: number): void {
    this.latenciesMs.push(latencyMs);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  get count(): number {
    return this.latenciesMs.length;
  }

  /** Answers whose status satisfies `test`. */
  countWhere(test: (status: number) => boolean): number {
    let total = 0;
    for (const [status, count] of this.statuses) if (test(status)) total += count;
    return total;
  }

  get serverErrors(): number {
    return this.countWhere((status) => status >= 500);
  }

  /** Nearest-rank latency percentiles and the maximum, in ms (NaN when there were no answers). */
  latencies(): { p50: number; p95: number; p99: number; max: number } {
    const sorted = [...this.latenciesMs].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  }

  /** e.g. "200 ×1520, 429 ×3". */
  statusList(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ');
  }

  static merge(tallies: readonly StatusTally[]): StatusTally {
    const merged = new StatusTally();
    for (const tally of tallies) {
      // One push per value: spreading tens of thousands of arguments can overflow the stack.
      for (const latencyMs of tally.latenciesMs) merged.latenciesMs.push(latencyMs);
      for (const [status, count] of tally.statuses) {
        merged.statuses.set(status, (merged.statuses.get(status) ?? 0) + count);
      }
    }
    return merged;
  }
}
