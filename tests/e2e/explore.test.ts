import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { chooseLocation } from './helpers/search-page';

const baseUrl = inject('baseUrl');
/** A month about two months ahead, as the traveller plans. */
const month = daysFromNow(60).slice(0, 7);

/** The explore list's totals and names, in page order. */
async function listed(page: Page): Promise<{ name: string; total: number }[]> {
  const cards = page.getByRole('list', { name: 'Destinations' }).getByRole('article');
  const texts = await cards.allTextContents();
  const names = await cards.locator('h3').allTextContents();
  return texts.map((text, index) => ({
    name: names[index] ?? '',
    total: Number(/€([\d,.]+)Flight \+ hotel/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
  }));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('explore by budget in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('explores from Belgrade with €800 for two, then runs a destination’s search within its price', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Not sure where to go? Explore by budget' }).click();
    await page.getByRole('heading', { name: 'Explore by budget', level: 1 }).waitFor();

    await chooseLocation(page, 'From', 'Belgr', 'BEG');
    await page.getByLabel('Total budget').fill('800');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('When').selectOption(month);
    await page.getByLabel('Trip length').selectOption('2-4');
    await page.getByRole('button', { name: 'Explore', exact: true }).click();

    await page.getByRole('heading', { name: /destinations? within €800$/ }).waitFor({ timeout: 20_000 });
    const destinations = await listed(page);
    expect(destinations.length).toBeGreaterThan(5);
    expect(destinations.every(({ total }) => total <= 800)).toBe(true);
    expect(destinations.map(({ total }) => total)).toEqual(
      [...destinations.map(({ total }) => total)].sort((left, right) => left - right),
    );
    // The map shows the same destinations, each a marker a keyboard reaches.
    const map = page.getByRole('group', { name: 'Map of the destinations within your budget' });
    await map.waitFor();
    expect(await map.getByRole('button').count()).toBe(destinations.length);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'explore-desktop-en');

    const [first] = destinations;
    if (!first) throw new Error('no destination within €800');
    await page.getByRole('link', { name: `See deals for ${first.name}` }).click();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('budget')).toBe('800');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Cheapest total' });
    const cheapest = await page
      .getByRole('article')
      .first()
      .textContent()
      .then((text) => Number(/Total Price\s*€([\d,.]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN));
    expect(cheapest).toBeLessThanOrEqual(first.total);

    // The ±3 days grid, shut at first so the deals lead: the searched cell is marked; another priced cell runs that
    // search.
    await page.getByText('Flexible dates ±3 days', { exact: true }).click();
    const grid = page.getByRole('region', {
      name: /best flight \+ hotel total for each departure and return/,
    });
    await grid.getByRole('button', { name: /€/ }).first().waitFor({ timeout: 20_000 });
    const searched = grid.locator('[aria-current="true"]');
    expect(await searched.count()).toBe(1);
    expect(await searched.getAttribute('aria-label')).toMatch(/€/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'date-grid-desktop-en');
    const other = grid.locator('button:not([aria-current])').filter({ hasText: '€' }).first();
    const label = (await other.getAttribute('aria-label')) ?? '';
    const before = new URL(page.url()).searchParams;
    await other.click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('depart') !== before.get('depart') ||
        url.searchParams.get('return') !== before.get('return'),
    );
    // The sort chosen above is in the URL, so the cell's search keeps it.
    await page
      .getByRole('heading', { name: /hotels? within your budget · sorted by cheapest total/ })
      .waitFor({ timeout: 20_000 });
    const after = new URL(page.url()).searchParams;
    expect(after.get('sort')).toBe('price');
    expect(after.get('from')).toBe('BEG');
    expect(after.get('to')).toBe(before.get('to'));
    expect(label).toContain(`Depart `);
    expect(errors).toEqual([]);
  });

  it('explores in business over weekends on a phone, sorted by lowest CO₂, without overflow', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    const query = new URLSearchParams({
      from: 'BEG',
      fromName: 'Belgrade (BEG)',
      budget: '5000',
      currency: 'EUR',
      month,
      nights: '2-4',
      adults: '2',
    });
    await page.goto(`${baseUrl}/explore?${query}`);
    await page.getByRole('heading', { name: /destinations? within €5,000$/ }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Cabin class').selectOption('BUSINESS');
    await page.getByLabel('Trip length').selectOption({ label: 'Weekends (Thu/Fri – Sun/Mon)' });
    await page.getByRole('button', { name: 'Explore', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('cabin') === 'BUSINESS');
    expect(new URL(page.url()).searchParams.get('nights')).toBe('weekend');
    await page.getByRole('heading', { name: /destinations? within €5,000$/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest CO₂' });
    const cards = page.getByRole('list', { name: 'Destinations' }).getByRole('article');
    const kilograms = (await cards.allTextContents()).map((text) =>
      Number(/≈ ([\d,]+) kg CO₂e/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
    );
    expect(kilograms.length).toBeGreaterThan(5);
    expect(kilograms).toEqual([...kilograms].sort((left, right) => left - right));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'explore-business-weekends-mobile-en');
    expect(errors).toEqual([]);
  });

  it('reads in German on a phone: no overflow, the map and the list, a marker chosen by keyboard', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile, 'de-DE');
    const query = new URLSearchParams({
      from: 'BEG',
      fromName: 'Belgrad (BEG)',
      budget: '800',
      currency: 'EUR',
      month,
      nights: '2-4',
      adults: '2',
    });
    await page.goto(`${baseUrl}/explore?${query}`);
    await page
      .getByRole('heading', { name: /Reiseziele? für bis zu €800/ })
      .first()
      .waitFor({ timeout: 20_000 });
    const map = page.locator('svg[role="group"]');
    await map.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'explore-mobile-de');

    const marker = map.getByRole('button').first();
    await marker.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'BEG');
    expect(errors).toEqual([]);
  });
});
