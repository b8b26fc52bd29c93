import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

/** The budget: the JavaScript a first visit to / downloads, gzipped, is at most 150 KB. */
const budgetBytes = 150 * 1024;
/**
 * zlib's strongest level, as a server that compresses its static files ahead of time would use. The server may
 * send the files uncompressed, so the test compresses each one itself.
 */
const gzipLevel = 9;
/** After network idle, the page counts as settled once no script has been requested for this long. */
const quietMs = 500;

interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** Every script the page fetches from now on, with its raw and gzipped size. */
function recordScripts(page: Page) {
  const sizes: Promise<ScriptSize>[] = [];
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastRequestAt = Date.now();
  });
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isScript) return;
    sizes.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: gzipLevel }).length,
      })),
    );
  });
  return {
    /** Resolves once no script was requested for `quietMs`. */
    async settled(): Promise<void> {
      while (Date.now() - lastRequestAt < quietMs) await page.waitForTimeout(100);
    },
    all: () => Promise.all(sizes),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(scripts: ScriptSize[], total: number): string {
  const lines = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${kb(s.gzipBytes).padStart(9)} gzip ${kb(s.bytes).padStart(9)} raw  ${s.path}`);
  return [`initial JavaScript of /: ${kb(total)} gzip (budget ${kb(budgetBytes)})`, ...lines].join('\n');
}

describe('initial JavaScript budget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(`/ downloads at most ${kb(budgetBytes)} of gzipped JavaScript on first load`, async () => {
    const { page } = await openPage(browser, viewports.desktop);
    const scripts = recordScripts(page);
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await scripts.settled();

    const sizes = await scripts.all();
    await page.context().close();
    const total = sizes.reduce((sum, script) => sum + script.gzipBytes, 0);
    const summary = report(sizes, total);
    console.info(summary);

    // The count includes what loads after the entry: the home page's chunk and the English strings.
    expect(sizes.some((script) => /\/assets\/home-page-[^/]+\.js$/.test(script.path))).toBe(true);
    expect(sizes.some((script) => /\/assets\/en-[^/]+\.js$/.test(script.path))).toBe(true);
    expect(total, summary).toBeLessThanOrEqual(budgetBytes);
  });
});
