import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { chooseLocation, fillTrip, toastTexts } from './helpers/search-page';

const baseUrl = inject('baseUrl');

describe('the search form a new user tried, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds places typed in the visitor’s own script: Москва, and 北京 from two characters', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    await page.goto(baseUrl + '/');
    await chooseLocation(page, 'From', 'Москва', 'MOW');
    await chooseLocation(page, 'To', '北京', 'BJS');
    expect(await page.getByRole('combobox', { name: 'To', exact: true }).inputValue()).toContain('(BJS)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks each child’s age instead of guessing 0, and searches hotels in a typed city, not the destination', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await fillTrip(page, {
      budget: '9000',
      from: ['belgrade', 'BEG'],
      to: ['lyon', 'LYS'],
      departure: daysFromNow(30),
      returnDate: daysFromNow(34),
    });
    await page.getByRole('combobox', { name: 'City', exact: true }).fill('Marseille');

    await page.getByRole('button', { name: /^Guests and rooms/ }).click();
    const panel = page.getByRole('dialog', { name: 'Guests and rooms' });
    await panel.getByRole('button', { name: 'Add a child' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Please choose the age of each child');
    expect(new URL(page.url()).searchParams.has('from')).toBe(false);

    await page.getByRole('button', { name: /^Guests and rooms/ }).click();
    await panel.getByLabel('Child 1').selectOption('8');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    const locations = await page.getByRole('article').locator('h3 + p').allTextContents();
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.every((text) => text.includes('MRS'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('ages')).toBe('8');
    await page.context().close();
  });
});
