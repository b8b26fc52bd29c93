/**
 * `npm run bench:faults`: provider faults against a real TripFit server process, through the fake Amadeus —
 * 429 storms, 5xx (persistent and a short burst), malformed bodies, and requests that hang past the timeout.
 * Each fault gets concurrent searches on new dates; every answer must be product.md §8's message with its designed
 * status, within a bound; /api/health and /api/ready are probed throughout and must stay 200; the server's RSS
 * after each round must stay flat. Exits 1 when any of that fails. Takes about 3 minutes.
 */
import os from 'node:os';
import { startFakeAmadeus, type FakeAmadeus } from '../tests/fakes/amadeus-server';
import { faultPhases, hangScenario } from './fault-scenarios';
import { runScenario, searchOnce } from './fault-search';
import { faultsReport, type ScenarioOutcome } from './faults-report';
import { watchHealth } from './health-watch';
import { megabytes } from './load-report';
import { cachedSearch, uncachedSearch } from './search-bodies';
import { startServerChild, type ServerChild, type ServerMemory } from './server-child';
import { startWatchdog } from './watchdog';

const ROUNDS = 5;
/** The first round warms the process up; growth is measured from the second round to the last. */
const BASELINE_ROUND = 2;
const MAX_RSS_GROWTH = 0.3;
const WATCHDOG_SECONDS = 240;

async function expectSearchOk(siteUrl: string, body: typeof cachedSearch, what: string): Promise<void> {
  const answer = await searchOnce(siteUrl, body, 15_000);
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status} ${answer.code}: ${answer.message}`);
}

async function main(server: ServerChild, fake: FakeAmadeus): Promise<boolean> {
  // The trip every fault search shares its cached half with: flights for hotel faults, the stay for flight ones.
  await expectSearchOk(server.url, cachedSearch, 'warm-up search');
  const health = watchHealth(server.url);
  const started = performance.now();

  const hang = runScenario(server.url, fake, hangScenario);
  const outcomes = new Map<string, ScenarioOutcome>();
  const memoryByRound: ServerMemory[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const roundStarted = performance.now();
    for (const phase of faultPhases) {
      const runs = await Promise.all(phase.map((scenario) => runScenario(server.url, fake, scenario)));
      phase.forEach((scenario, index) => {
        const outcome = outcomes.get(scenario.name) ?? { scenario, runs: [] };
        const run = runs[index];
        if (run) outcome.runs.push(run);
        outcomes.set(scenario.name, outcome);
      });
    }
    const memory = await server.memory();
    memoryByRound.push(memory);
    console.log(
      `round ${round}/${ROUNDS}: ${((performance.now() - roundStarted) / 1000).toFixed(1)} s, ` +
        `server RSS ${megabytes(memory.rssBytes)}, heap used ${megabytes(memory.heapUsedBytes)}`,
    );
  }
  outcomes.set(hangScenario.name, { scenario: hangScenario, runs: [await hang] });
  await health.stop();

  // After the faults: the server answers probes and a normal search that needs the provider.
  const [liveness, readiness] = await Promise.all(
    ['/api/health', '/api/ready'].map((path) => fetch(server.url + path).then((response) => response.status)),
  );
  const recovered = await searchOnce(server.url, uncachedSearch(), 15_000);
  const totalSeconds = (performance.now() - started) / 1000;

  const report = faultsReport([...outcomes.values()], health.samples);
  console.log(`\n${report.text}\n`);

  const baseline = memoryByRound[BASELINE_ROUND - 1]?.rssBytes ?? Number.NaN;
  const last = memoryByRound.at(-1)?.rssBytes ?? Number.NaN;
  const growth = last / baseline - 1;
  console.log(
    `RSS by round: ${memoryByRound.map((memory) => megabytes(memory.rssBytes)).join(', ')}; ` +
      `round ${BASELINE_ROUND} → ${ROUNDS}: ${(growth * 100).toFixed(1)} % (limit ${MAX_RSS_GROWTH * 100} %)`,
  );
  console.log(
    `after the faults: /api/health ${liveness}, /api/ready ${readiness}, ` +
      `a new search ${recovered.status} in ${Math.round(recovered.ms)} ms; faults took ${totalSeconds.toFixed(0)} s`,
  );
  const errorLines = server.errorLogLines();
  console.log(`server error log lines: ${errorLines.length}`);
  for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);

  const failures = [
    ...report.failed.map((name) => `${name}: not as expected`),
    ...(growth > MAX_RSS_GROWTH || Number.isNaN(growth) ? [`RSS grew ${(growth * 100).toFixed(1)} %`] : []),
    ...(liveness !== 200 || readiness !== 200 ? ['not healthy after the faults'] : []),
    ...(recovered.status !== 200 ? [`search after the faults answered ${recovered.status}`] : []),
  ];
  console.log(
    failures.length === 0
      ? `\nPASS: ${outcomes.size} faults, every answer product.md's message in time, probes 200 throughout, RSS flat`
      : `\nFAIL: ${failures.join('; ')}`,
  );
  return failures.length === 0;
}

console.log(
  `TripFit fault bench, ${new Date().toISOString()} — node ${process.version}, ` +
    `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'}); ${ROUNDS} rounds`,
);
const fake = await startFakeAmadeus();
let server: ServerChild | undefined;
const disarm = startWatchdog(WATCHDOG_SECONDS * 1000, () => server?.kill());
let passed = false;
try {
  server = await startServerChild(fake);
  console.log(`server ${server.url} (pid ${server.pid}), fake Amadeus at ${fake.url}`);
  passed = await main(server, fake);
  await server.stop();
} catch (error) {
  console.error(`FAIL: the bench could not run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  disarm();
  server?.kill();
  await server?.removeData();
  await fake.close();
}
process.exit(passed ? 0 : 1);
