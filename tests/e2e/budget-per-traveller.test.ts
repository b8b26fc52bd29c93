import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { daysFromNow } from '../support/dates';

const baseUrl = inject('baseUrl');

describe('budget per traveller in Chromium at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('toggles the budget to per traveller, searches with it times the travellers, and keeps it in the URL', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    const trip = new URLSearchParams({
      from: 'BEG',
      to: 'CDG',
      depart: daysFromNow(30),
      return: daysFromNow(37),
      budget: '2400',
      currency: 'EUR',
      adults: '2',
    });
    await page.goto(`${baseUrl}/?${trip.toString()}`);
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();

    const perTraveller = page.getByRole('radio', { name: 'Per traveller' });
    const target = await page.locator('label', { has: perTraveller }).boundingBox();
    expect(target?.height).toBeGreaterThanOrEqual(44);
    await page.locator('label', { has: perTraveller }).click();
    expect(await perTraveller.isChecked()).toBe(true);
    await page.getByLabel('Budget per traveller').fill('1200');
    await page.getByText('€2,400 in total: 2 × €1,200').waitFor();
    await screenshot(page, 'budget-per-traveller-mobile');

    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await page.waitForURL(/per=traveller/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('budget')).toBe('1200');
    // The cards measure what is left against the whole trip's budget: 2 × €1,200.
    await page
      .getByText(/ left of €2,400$/)
      .first()
      .waitFor();
    await page
      .getByText(/ per traveller$/)
      .first()
      .waitFor();

    // A reload fills the form back the same way.
    await page.reload();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Per traveller' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Budget per traveller').inputValue()).toBe('1200');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
