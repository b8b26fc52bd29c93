import type { FaultScenario } from './fault-scenarios';
import { meetsExpectation, type ScenarioRun } from './fault-search';
import { healthDuring, type HealthSample } from './health-watch';
import { markdownTable } from './markdown-table';
import { StatusTally } from './status-tally';

/** Every run of one scenario, over all rounds, judged against its expectation. */
export interface ScenarioOutcome {
  scenario: FaultScenario;
  runs: ScenarioRun[];
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function judge(outcome: ScenarioOutcome, samples: readonly HealthSample[]) {
  const answers = outcome.runs.flatMap((run) => run.answers);
  const tally = new StatusTally();
  for (const answer of answers) tally.record(answer.status, answer.ms);
  const health = healthDuring(
    samples,
    outcome.runs.map((run) => run.window),
  );
  const expected = answers.every((answer) => meetsExpectation(outcome.scenario, answer));
  return { answers, tally, health, passed: expected && health.allOk && answers.length > 0 };
}

/** What each distinct answer said, with how often: `429 provider_rate_limited "…" ×100`. */
function messagesSeen(answers: readonly { status: number; code: string; message: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const { status, code, message } of answers) {
    const key = status === 200 ? '200 deals' : `${status} ${code} "${message}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`);
}

/** The per-fault table, the messages seen, and whether every fault met its expectation. */
export function faultsReport(
  outcomes: readonly ScenarioOutcome[],
  samples: readonly HealthSample[],
): { text: string; failed: string[] } {
  const rows: string[][] = [];
  const lines: string[] = [];
  const failed: string[] = [];
  for (const outcome of outcomes) {
    const { answers, tally, health, passed } = judge(outcome, samples);
    const latency = tally.latencies();
    const { scenario } = outcome;
    rows.push([
      scenario.name,
      String(answers.length),
      tally.statusList(),
      seconds(latency.p50),
      seconds(latency.max),
      seconds(scenario.boundMs),
      health.summary,
      passed ? 'ok' : 'FAIL',
    ]);
    const expected =
      scenario.expected.status === 200
        ? '200 deals'
        : `${scenario.expected.status} ${scenario.expected.code} "${scenario.expected.message}"`;
    lines.push(`- ${scenario.name}: expected ${expected}; seen ${messagesSeen(answers).join('; ')}`);
    if (!passed) failed.push(scenario.name);
  }
  const header = [
    'fault',
    'searches',
    'statuses',
    'p50 s',
    'max s',
    'bound s',
    'health + ready probes',
    'result',
  ];
  return { text: `${markdownTable(header, rows)}\n\n${lines.join('\n')}`, failed };
}
