import type { KindedLoadFigures } from './kinded-load';
import { markdownTable } from './markdown-table';
import { StatusTally } from './status-tally';

const isClientError = (status: number) => status >= 400 && status < 500 && status !== 429;
const isSuccess = (status: number) => status >= 200 && status < 300;
const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? '–' : value.toFixed(digits));

function row(label: string, tally: StatusTally, seconds: number): string[] {
  const latency = tally.latencies();
  return [
    label,
    String(tally.count),
    fixed(tally.count / seconds),
    fixed(latency.p50),
    fixed(latency.p95),
    fixed(latency.p99),
    fixed(latency.max),
    String(tally.countWhere(isSuccess)),
    String(tally.countWhere(isClientError)),
    String(tally.countWhere((status) => status === 429)),
    String(tally.serverErrors),
  ];
}

/** Requests, throughput, latency percentiles (ms) and statuses, per kind of request and over all of them. */
export function loadTable(runs: readonly KindedLoadFigures<string>[]): string {
  const seconds = Math.max(...runs.map((run) => run.durationSeconds));
  const rows: string[][] = [];
  for (const run of runs) {
    for (const [kind, tally] of run.byKind) rows.push(row(kind, tally, run.durationSeconds));
  }
  const all = StatusTally.merge(runs.flatMap((run) => [...run.byKind.values()]));
  rows.push(row('all', all, seconds));
  const header = ['kind', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', '2xx', '4xx', '429', '5xx'];
  return markdownTable(header, rows);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
