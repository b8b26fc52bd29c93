import type { SearchParamsInput } from '../src/core/search-params';
import type { FakeAmadeus } from '../tests/fakes/amadeus-server';
import { nextClientAddress } from './client-address';
import type { FaultScenario } from './fault-scenarios';

/** What one search answered: status 0 and code `no_answer` when nothing came back in time. */
export interface SearchAnswer {
  status: number;
  code: string;
  message: string;
  ms: number;
}

export interface ScenarioRun {
  answers: SearchAnswer[];
  /** performance.now() when the searches were sent and when the last answered. */
  window: [number, number];
}

/** Longer than any bound, so a search that overruns its bound is still seen answering (or not). */
const CLIENT_TIMEOUT_MARGIN_MS = 15_000;

/** One POST /api/search as the page sends it (plain JSON), from its own client address. */
export async function searchOnce(
  siteUrl: string,
  body: SearchParamsInput,
  timeoutMs: number,
): Promise<SearchAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${siteUrl}/api/search`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: siteUrl,
        'x-forwarded-for': nextClientAddress(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json()) as { error?: { code?: string; message?: string } };
    return {
      status: response.status,
      code: answer.error?.code ?? '',
      message: answer.error?.message ?? '',
      ms: performance.now() - started,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, code: 'no_answer', message, ms: performance.now() - started };
  }
}

/** Sets the scenario's fault on the fake, sends its searches all at once, and clears the fault. */
export async function runScenario(
  siteUrl: string,
  fake: FakeAmadeus,
  scenario: FaultScenario,
): Promise<ScenarioRun> {
  fake.setFault(scenario.endpoint, scenario.fault);
  const from = performance.now();
  try {
    const answers = await Promise.all(
      Array.from({ length: scenario.searches }, () =>
        searchOnce(siteUrl, scenario.search(), scenario.boundMs + CLIENT_TIMEOUT_MARGIN_MS),
      ),
    );
    return { answers, window: [from, performance.now()] };
  } finally {
    fake.setFault(scenario.endpoint, undefined);
  }
}

/** The answer is the scenario's expected one, in time. */
export function meetsExpectation(scenario: FaultScenario, answer: SearchAnswer): boolean {
  const { expected } = scenario;
  return (
    answer.status === expected.status &&
    answer.code === expected.code &&
    answer.message === expected.message &&
    answer.ms <= scenario.boundMs
  );
}
