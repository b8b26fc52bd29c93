/**
 * `npm run bench:web`: the built site as `npm start` serves it, measured in the system Chromium. Lighthouse
 * (mobile and desktop) on the home page, a results page opened from its URL and /explore; then the two
 * interactions the budgets name, timed by the page's own clock: the first suggestion after the third letter
 * typed, and Find Best Deals → the first deal card on screen. First, the app's script and the chunks it imports,
 * as built. Prints Markdown tables for bench/RESULTS.md; the exit code is 0 unless a bench could not run or the
 * app's script is over its budget (issue 31: 250 KB before compression).
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { addDays, localIsoDate } from '../../src/core/iso-date';
import { launchBrowser } from '../../tests/e2e/helpers/browser';
import type { TripInput } from '../../tests/e2e/helpers/search-page';
import { startAppProcess } from '../../tests/e2e/helpers/app-process';
import { markdownTable } from '../markdown-table';
import { percentile } from '../percentile';
import {
  clickToFirstCard,
  firstSuggestionMs,
  type ClickToCard,
  type CpuSlowdown,
  type Screen,
} from './interactions';
import { audit, type FormFactor, type LighthouseFigures } from './lighthouse-audit';
import { mainChunkReport } from './main-chunk-size';

/** `BENCH_WEB_PARTS=interactions` (or `lighthouse`) runs one part alone, while working on it. */
const parts = new Set((process.env.BENCH_WEB_PARTS ?? 'lighthouse,interactions').split(','));
/** Lighthouse's score moves a few points between runs; the median of these many runs is reported. */
const lighthouseRuns = Number(process.env.BENCH_WEB_RUNS ?? 3);
const interactionRuns = 5;

const today = new Date();
const departure = addDays(localIsoDate(today), 30);
const returnDate = addDays(departure, 7);
const trip: TripInput = {
  budget: '1500',
  from: ['Belgrade', 'BEG'],
  to: ['Paris', 'CDG'],
  departure,
  returnDate,
};
const resultsPath =
  `/?from=BEG&to=CDG&depart=${departure}&return=${returnDate}&budget=1500&currency=EUR` as const;
const pages = [
  { name: 'Home', path: '/' },
  { name: 'Results (from the URL)', path: resultsPath },
  { name: 'Explore', path: '/explore' },
];

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `TripFit web bench, ${today.toISOString()}: node ${process.version}, ${os.availableParallelism()} CPUs ` +
    `(${os.cpus()[0]?.model ?? 'unknown CPU'}), Lighthouse median of ${lighthouseRuns} runs`,
);
/** Lighthouse on each page, mobile and desktop: the median run's figures, every run's score in brackets. */
async function lighthouseTable(baseUrl: string): Promise<string> {
  const rows: string[][] = [];
  for (const { name, path } of pages) {
    for (const formFactor of ['mobile', 'desktop'] satisfies FormFactor[]) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < lighthouseRuns; run++) runs.push(await audit(baseUrl + path, formFactor));
      const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      if (!middle) throw new Error('no Lighthouse run');
      rows.push([
        name,
        formFactor,
        `${middle.performance} (${runs.map((run) => run.performance).join(', ')})`,
        String(middle.accessibility),
        seconds(middle.lcpMs),
        middle.cls.toFixed(3),
        seconds(middle.fcpMs),
        `${Math.round(middle.tbtMs)} ms`,
        `${(middle.transferBytes / 1024).toFixed(0)} KB`,
        middle.hostCpuIndex.toFixed(0),
      ]);
      console.log(`  ${name}, ${formFactor}: ${runs.map((run) => run.performance).join(', ')}`);
    }
  }
  return markdownTable(
    ['Page', 'Form', 'Performance', 'Accessibility', 'LCP', 'CLS', 'FCP', 'TBT', 'Bytes', 'Host CPU index'],
    rows,
  );
}

const figure = (values: number[]) =>
  `${median(values).toFixed(0)} ms (max ${Math.max(...values).toFixed(0)})`;

/** The first suggestion and the first deal card, on each screen, with and without a phone's slower CPU. */
async function interactionsTable(baseUrl: string): Promise<string> {
  const browser = await launchBrowser();
  try {
    const rows: string[][] = [];
    for (const screen of ['mobile', 'desktop'] satisfies Screen[]) {
      for (const cpu of [1, 4] satisfies CpuSlowdown[]) {
        const suggestion: number[] = [];
        const clicks: ClickToCard[] = [];
        for (let run = 0; run < interactionRuns; run++) {
          suggestion.push(await firstSuggestionMs(browser, baseUrl, screen, cpu));
          clicks.push(await clickToFirstCard(browser, baseUrl, trip, screen, cpu));
        }
        const drawn = clicks.map((click) => click.clickToRenderedMs);
        const api = median(clicks.map((click) => click.apiMs));
        rows.push([
          screen,
          `${cpu}×`,
          figure(suggestion),
          figure(drawn),
          `${api.toFixed(0)} ms`,
          `${(median(drawn) - api).toFixed(0)} ms`,
          figure(clicks.map((click) => click.clickToInViewMs)),
        ]);
        console.log(`  ${screen}, CPU ${cpu}×: done`);
      }
    }
    return markdownTable(
      [
        'Screen',
        'CPU',
        'Third letter → suggestion',
        'Click → first card drawn',
        'Search API',
        'Drawn − API',
        'Card in view (smooth scroll)',
      ],
      rows,
    );
  } finally {
    await browser.close();
  }
}

// `npm run bench:web` has just built the site; the sizes are this build's.
const mainChunk = mainChunkReport(fileURLToPath(new URL('../../dist/web', import.meta.url)));
console.log(`\n=== The app's script and what it imports (as built) ===\n\n${mainChunk.table}\n`);
if (!mainChunk.withinBudget) process.exitCode = 1;

const server = await startAppProcess({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info' } });
try {
  if (parts.has('lighthouse')) {
    const table = await lighthouseTable(server.url);
    console.log('\n=== Lighthouse 13 (performance: the median run, all runs in brackets) ===\n');
    console.log(table);
  }
  if (parts.has('interactions')) {
    const table = await interactionsTable(server.url);
    console.log(`\n=== Interactions (median of ${interactionRuns}) ===\n`);
    console.log(table);
  }
} finally {
  await server.stop();
}
