import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

/** The budget: the JavaScript a first visit to / downloads, as the bytes that come over the wire, is at most 150 KB. */
const budgetBytes = 150 * 1024;
/** After network idle, the page counts as settled once no script has been requested for this long. */
const quietMs = 500;

interface ScriptSize {
  path: string;
  bytes: number;
  /** The response body as it came over the network (compressed when the server compressed it). */
  sentBytes: number;
  encoding: string;
}

/** Every script the page fetches from now on, with its size as sent and unpacked. */
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
      Promise.all([response.body(), response.request().sizes()]).then(([body, sent]) => ({
        path: new URL(response.url()).pathname,
        bytes: body.length,
        sentBytes: sent.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'none',
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
    .sort((a, b) => b.sentBytes - a.sentBytes)
    .map(
      (s) =>
        `${kb(s.sentBytes).padStart(9)} ${s.encoding.padEnd(4)} ${kb(s.bytes).padStart(9)} raw  ${s.path}`,
    );
  return [`initial JavaScript of /: ${kb(total)} sent (budget ${kb(budgetBytes)})`, ...lines].join('\n');
}

describe('initial JavaScript budget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(`/ downloads at most ${kb(budgetBytes)} of JavaScript on first load, every file compressed`, async () => {
    const { page } = await openPage(browser, viewports.desktop);
    const scripts = recordScripts(page);
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await scripts.settled();

    const sizes = await scripts.all();
    await page.context().close();
    const total = sizes.reduce((sum, script) => sum + script.sentBytes, 0);
    const summary = report(sizes, total);
    console.info(summary);

    // The count includes what loads after the entry: the home page's chunk and the English strings.
    expect(sizes.some((script) => /\/assets\/home-page-[^/]+\.js$/.test(script.path))).toBe(true);
    expect(sizes.some((script) => /\/assets\/en-[^/]+\.js$/.test(script.path))).toBe(true);
    // Chromium accepts brotli; the build wrote a .br beside each file the server sends as it is.
    expect(
      sizes.filter((script) => script.bytes > 1024 && script.encoding !== 'br'),
      summary,
    ).toEqual([]);
    expect(total, summary).toBeLessThanOrEqual(budgetBytes);
  });
});
