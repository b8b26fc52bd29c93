/**
 * `npm run bench:load`: mixed traffic against a real TripFit server process on loopback, for a bounded time.
 * 98 connections cycle through cached location lookups, a cached search, saved-search writes by signed-in users
 * and a few sign-ins; 2 more connections search on new dates, so every one of those calls the (fake) provider.
 * Prints throughput, latency percentiles and statuses per kind, the server's memory, and checks that every write
 * the API acknowledged is in the database afterwards. Exits 1 on any 5xx or a lost write.
 * `BENCH_LOAD_SECONDS` shortens the run (default 30); BENCH_DATABASE_URL / BENCH_REDIS_URL use real stores.
 */
import os from 'node:os';
import { startFakeAmadeus } from '../tests/fakes/amadeus-server';
import { createVerifiedUsers, type BenchUser } from './bench-users';
import { clientAddressNote, nextClientAddress } from './client-address';
import { runKindedLoad } from './kinded-load';
import { loadTable, megabytes } from './load-report';
import { locationKeywords, mixedRequests, uncachedSearchRequests } from './load-traffic';
import { cachedSearch } from './search-bodies';
import { startServerChild, type ServerChild } from './server-child';
import { countStoredSavedSearches } from './stored-saved-searches';
import { startWatchdog } from './watchdog';

const durationSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
if (!Number.isInteger(durationSeconds) || durationSeconds < 1) {
  console.error(
    `BENCH_LOAD_SECONDS must be a whole number of seconds (got "${process.env.BENCH_LOAD_SECONDS}")`,
  );
  process.exit(1);
}
const MIXED_CONNECTIONS = 98;
/** Each uncached search waits for the provider throttles (hotel offers 5/s): a few connections saturate them. */
const UNCACHED_CONNECTIONS = 2;
const USERS = 20;
/** Setup (users, warm-up) and the database check fit well inside this margin. */
const WATCHDOG_MARGIN_SECONDS = 60;

async function expectOk(response: Promise<Response>, what: string): Promise<void> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
}

/** One lookup per keyword and the cached search once, so the timed ones are cache hits. */
async function warmCaches(siteUrl: string): Promise<void> {
  for (const keyword of locationKeywords) {
    const lookup = fetch(`${siteUrl}/api/locations?keyword=${keyword}`, {
      headers: { 'x-forwarded-for': nextClientAddress() },
    });
    await expectOk(lookup, `warm-up lookup "${keyword}"`);
  }
  const search = fetch(`${siteUrl}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify(cachedSearch),
  });
  await expectOk(search, 'warm-up search');
}

async function main(server: ServerChild): Promise<boolean> {
  const users: BenchUser[] = await createVerifiedUsers(server.url, USERS);
  await warmCaches(server.url);
  console.log(
    `${USERS} verified users signed in; caches warmed (${locationKeywords.join(', ')}; one search)`,
  );
  console.log(`client addresses: ${clientAddressNote}`);

  const before = await server.memory();
  let acknowledgedWrites = 0;
  console.log(`running ${durationSeconds} s …`);
  const mixed = runKindedLoad({
    url: server.url,
    connections: MIXED_CONNECTIONS,
    durationSeconds,
    requests: mixedRequests({
      siteUrl: server.url,
      users,
      onWriteAcknowledged: () => {
        acknowledgedWrites += 1;
      },
    }),
  });
  const uncached = runKindedLoad({
    url: server.url,
    connections: UNCACHED_CONNECTIONS,
    durationSeconds,
    requests: uncachedSearchRequests(server.url),
  });
  const runs = await Promise.all([mixed.done, uncached.done]);
  const after = await server.memory();

  const exitCode = await server.stop();
  const stored = await countStoredSavedSearches(
    server,
    users.map((user) => user.id),
  );

  console.log('\nlatency in ms; 4xx excludes 429');
  console.log(loadTable(runs));
  for (const [name, run] of [
    ['mixed', runs[0]],
    ['uncached searches', runs[1]],
  ] as const) {
    console.log(
      `${name}: ${run.connections} connections, ${run.durationSeconds} s, ` +
        `errors ${run.errors} (timeouts ${run.timeouts})`,
    );
  }
  console.log(
    `server RSS ${megabytes(before.rssBytes)} before, ${megabytes(after.rssBytes)} after; ` +
      `heap used ${megabytes(before.heapUsedBytes)} → ${megabytes(after.heapUsedBytes)}`,
  );
  const errorLines = server.errorLogLines();
  console.log(`server: exit code ${exitCode} after SIGTERM, ${errorLines.length} error log lines`);
  for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  // Writes still in flight when the run ended can be stored without their 201 having been counted.
  console.log(
    `saved-search writes: ${acknowledgedWrites} acknowledged (201), ${stored} stored ` +
      `(${stored - acknowledgedWrites} answered after the run ended)`,
  );

  const serverErrors = runs.reduce(
    (total, run) => total + [...run.byKind.values()].reduce((sum, tally) => sum + tally.serverErrors, 0),
    0,
  );
  const failures = [
    ...(serverErrors > 0 ? [`${serverErrors} 5xx answers`] : []),
    ...(stored < acknowledgedWrites ? [`${acknowledgedWrites - stored} acknowledged writes missing`] : []),
  ];
  const total = runs.reduce((sum, run) => sum + [...run.byKind.values()].reduce((s, t) => s + t.count, 0), 0);
  console.log(
    failures.length === 0
      ? `\nPASS: ${total} answers in ${durationSeconds} s, no 5xx, all ${acknowledgedWrites} acknowledged writes stored`
      : `\nFAIL: ${failures.join('; ')}`,
  );
  return failures.length === 0;
}

console.log(
  `TripFit load bench, ${new Date().toISOString()} — node ${process.version}, ` +
    `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'}); ` +
    `${MIXED_CONNECTIONS} + ${UNCACHED_CONNECTIONS} connections, ${durationSeconds} s`,
);
const fake = await startFakeAmadeus();
let server: ServerChild | undefined;
const disarm = startWatchdog((durationSeconds + WATCHDOG_MARGIN_SECONDS) * 1000, () => server?.kill());
let passed = false;
try {
  server = await startServerChild(fake);
  console.log(
    `server ${server.url} (pid ${server.pid}), ${server.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ` +
      `${process.env.BENCH_REDIS_URL ? 'Redis' : 'in-process'} cache and limits, fake Amadeus at ${fake.url}`,
  );
  passed = await main(server);
} catch (error) {
  console.error(`FAIL: the bench could not run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  disarm();
  server?.kill();
  await server?.removeData();
  await fake.close();
}
process.exit(passed ? 0 : 1);
