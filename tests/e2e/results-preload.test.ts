import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { fillTrip } from './helpers/search-page';

const baseUrl = inject('baseUrl');

/** The chunks a search's results need: the deal cards and the flexible-dates grid. */
const resultsChunks = [/\/assets\/search-outcome-[\w-]+\.js$/, /\/assets\/date-grid-[\w-]+\.js$/];

declare global {
  interface Window {
    /** For each scrollIntoView call on the results area: whether deal cards were on the page at that moment. */
    __scrolls?: boolean[];
  }
}

describe('results code ready before the first search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads while the visitor fills the form in, and the page scrolls to cards already drawn', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    await page.addInitScript(() => {
      const scrolls: boolean[] = [];
      window.__scrolls = scrolls;
      const scrollIntoView = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        if (this.tagName === 'SECTION') scrolls.push(this.querySelector('article') !== null);
        scrollIntoView.call(this, options);
      };
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // Not part of the first download (tests/e2e/initial-js-budget.test.ts keeps that small).
    expect(requested.filter((path) => resultsChunks.some((chunk) => chunk.test(path)))).toEqual([]);

    const loaded = resultsChunks.map((chunk) =>
      page.waitForResponse((response) => chunk.test(new URL(response.url()).pathname)),
    );
    await page.getByLabel('Total budget').focus();
    // Before any search is asked for, the results' code has arrived.
    await Promise.all(loaded);
    expect(requested.filter((path) => path === '/api/search')).toEqual([]);

    await fillTrip(page, {
      budget: '2000',
      from: ['Belgrade', 'BEG'],
      to: ['Paris', 'CDG'],
      departure: daysFromNow(30),
      returnDate: daysFromNow(37),
    });
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window.__scrolls?.length ?? 0) > 0);
    // One scroll to the results, made once the cards were there.
    expect(await page.evaluate(() => window.__scrolls)).toEqual([true]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
