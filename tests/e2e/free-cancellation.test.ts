import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { daysFromNow } from '../support/dates';

const baseUrl = inject('baseUrl');

describe('free cancellation on the sandbox in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('filters the sandbox results to hotels with free cancellation, each card saying so', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    const query = new URLSearchParams({
      from: 'BEG',
      to: 'CDG',
      depart: daysFromNow(30),
      return: daysFromNow(37),
      budget: '3000',
      currency: 'EUR',
    });
    await page.goto(`${baseUrl}/?${query.toString()}`);
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();

    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^Free cancellation only/ })
      .check();
    await page.getByRole('heading', { name: /match(es)? your filters/ }).waitFor();
    const cards = await page.getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain('Free cancellation');
    expect(errors).toEqual([]);
  });
});
