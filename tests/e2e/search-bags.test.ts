import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { daysFromNow } from '../support/dates';

const baseUrl = inject('baseUrl');

/** "€1,234.56" → 123456 cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('bags in the total, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a family with checked bags on a low-cost route sees "incl. 4 checked bags" on a phone, and the total adds up', async () => {
    const { page } = await openPage(browser, viewports.mobile);
    const query = new URLSearchParams({
      from: 'BCN',
      to: 'LGW',
      depart: daysFromNow(30),
      return: daysFromNow(37),
      budget: '20000',
      currency: 'EUR',
      adults: '2',
      children: '2',
      ages: '9,4',
      direct: '1',
      bags: 'checked',
    });
    await page.goto(`${baseUrl}/?${query.toString()}`);
    expect(await page.getByLabel('Bags per traveler').inputValue()).toBe('checked');
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    const card = page
      .locator('article')
      .filter({ hasText: /incl\. 4 checked bags · €/ })
      .first();
    await card.waitFor();
    const flight = await card
      .getByText('Flights', { exact: true })
      .locator('xpath=..')
      .locator('span')
      .nth(1)
      .textContent();
    const hotel = await card
      .getByText('Accommodation', { exact: true })
      .locator('xpath=..')
      .locator('span')
      .nth(1)
      .textContent();
    const total = await card
      .getByText('Total Price', { exact: true })
      .locator('xpath=following-sibling::p[1]')
      .textContent();
    expect(cents(total)).toBe(cents(flight) + cents(hotel));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'bags-family-mobile');
    await page.context().close();
  });
});
