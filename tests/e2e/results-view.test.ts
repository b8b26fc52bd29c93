import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

/** The sandbox's Belgrade → Paris week on 3000 EUR: 50 deals at several hotels, direct and one-stop flights. */
function parisSearch(): string {
  const query = new URLSearchParams({
    from: 'BEG',
    fromName: 'Belgrade (BEG)',
    to: 'CDG',
    toName: 'Paris (CDG)',
    stay: 'Paris',
    depart: daysFromNow(30),
    return: daysFromNow(37),
    budget: '3000',
    currency: 'EUR',
  });
  return `${baseUrl}/?${query}`;
}

/** The hotel counts the sidebar's checkboxes and radios give, by their accessible names. */
async function filterCounts(page: Page): Promise<string[]> {
  return page
    .getByRole('complementary', { name: 'Filters' })
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
}

/** Each card's total, in page order. */
async function cardTotals(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => Number(/Total Price\s*€([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

describe('sorting and filtering the results in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sorts by cheapest total, filters direct flights with live counts, and opens more flight options', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(parisSearch());
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    // The line under the heading and the results area's announcement.
    expect(await page.getByText(/^50 deals at \d+ hotels fit your budget$/).count()).toBe(2);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Cheapest total' });
    await page
      .getByRole('heading', { name: /hotels within your budget · sorted by cheapest total$/ })
      .waitFor();
    const totals = await cardTotals(page);
    expect(totals.length).toBeGreaterThan(1);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    const countsBefore = await filterCounts(page);
    const direct = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('radio', { name: /^Direct only/ });
    await direct.check();
    const filtered = page.getByRole('heading', {
      name: /match(es)? your filters · sorted by cheapest total$/,
    });
    await filtered.waitFor();
    // The heading counts what the Direct radio promised, and one-stop airlines' counts drop: the counts follow.
    const directHotels = /\((\d+) hotels?\)$/.exec((await direct.getAttribute('aria-label')) ?? '')?.[1];
    expect(await filtered.textContent()).toMatch(new RegExp(`^${directHotels} hotels? match`));
    expect(await filterCounts(page)).not.toEqual(countsBefore);

    const more = page.getByRole('button', { name: /more flight options?$/ }).first();
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const options = page.getByRole('list', { name: /^More flight options at / });
    const rows = await options.getByRole('listitem').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toMatch(/\d stops?/);
    expect(await options.getByRole('button', { name: 'Book Now' }).count()).toBe(rows.length);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'results-view-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
