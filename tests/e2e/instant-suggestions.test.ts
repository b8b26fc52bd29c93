import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TravelLocation } from '../../src/core/travel-data';
import { launchBrowser, openPage, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

const isPopular = (url: string) => new URL(url).pathname === '/api/locations/popular';
const isLookup = (url: string) => new URL(url).pathname === '/api/locations';

/** The page's traffic to the two location routes; lookups wait until `release`. */
async function watchLocations(page: Page) {
  const popularRequests: string[] = [];
  const answeredLookups: string[] = [];
  const held: Route[] = [];
  page.on('request', (request) => {
    if (isPopular(request.url())) popularRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (isLookup(response.url())) answeredLookups.push(response.url());
  });
  await page.route(
    (url) => url.pathname === '/api/locations',
    (route) => {
      held.push(route);
    },
  );
  return {
    popularRequests,
    answeredLookups,
    held,
    /** Lets the held lookups and every later one through to the server. */
    release: async () => {
      await page.unroute((url) => url.pathname === '/api/locations');
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

async function optionTexts(page: Page): Promise<string[]> {
  return page.getByRole('listbox').getByRole('option').allTextContents();
}

/** What GET /api/locations answers, asked directly. */
async function serverAnswer(keyword: string): Promise<TravelLocation[]> {
  const response = await fetch(
    `${baseUrl}/api/locations?${new URLSearchParams({ keyword, type: 'airport' })}`,
  );
  return ((await response.json()) as { data: TravelLocation[] }).data;
}

describe('instant airport and city suggestions, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads the busiest places on the first focus and names Belgrade for "Bel" before any lookup answers', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    const traffic = await watchLocations(page);
    await page.goto(baseUrl + '/');
    await page.waitForLoadState('networkidle');
    expect(traffic.popularRequests).toEqual([]);

    const from = page.getByRole('combobox', { name: 'From', exact: true });
    const popular = page.waitForResponse((response) => isPopular(response.url()));
    await from.click();
    expect((await popular).status()).toBe(200);
    await from.pressSequentially('Bel', { delay: 20 });

    const belgrade = page
      .getByRole('option', { name: /Belgrade/ })
      .filter({ hasText: 'BEG' })
      .first();
    await belgrade.waitFor();
    expect(traffic.answeredLookups).toEqual([]);
    // The lookup goes out after the debounce and stays unanswered; the instant list stays meanwhile.
    await expect.poll(() => traffic.held.length).toBe(1);
    expect(await belgrade.isVisible()).toBe(true);
    expect(traffic.answeredLookups).toEqual([]);

    const expected = await serverAnswer('Bel');
    expect(expected.length).toBeGreaterThan(2);
    await traffic.release();
    await expect.poll(() => traffic.answeredLookups.length).toBe(1);
    await expect
      .poll(async () => (await optionTexts(page)).map((text) => text.slice(-3)))
      .toEqual(expected.map((location) => location.iataCode));
    const texts = await optionTexts(page);
    expected.forEach((location, at) => expect(texts[at]?.startsWith(location.name)).toBe(true));
    expect(traffic.popularRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers names in other languages at once: Москва for a flight, Belgrad for the stay', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    const traffic = await watchLocations(page);
    await page.goto(baseUrl + '/');

    const to = page.getByRole('combobox', { name: 'To', exact: true });
    const popular = page.waitForResponse((response) => isPopular(response.url()));
    await to.click();
    await popular;
    await to.pressSequentially('Москва', { delay: 20 });
    await page
      .getByRole('option', { name: /^Moscow/ })
      .filter({ hasText: 'MOW' })
      .first()
      .waitFor();
    expect(traffic.answeredLookups).toEqual([]);
    await to.press('Escape');

    const city = page.getByRole('combobox', { name: 'City', exact: true });
    await city.click();
    await city.pressSequentially('Belgrad', { delay: 20 });
    await page
      .getByRole('option', { name: /^Belgrade/ })
      .filter({ hasText: 'BEG' })
      .first()
      .waitFor();
    // The city field keeps cities only, as the server's answer would.
    expect((await optionTexts(page)).every((text) => text.includes('City,'))).toBe(true);
    expect(traffic.answeredLookups).toEqual([]);
    expect(traffic.popularRequests).toHaveLength(1);

    await traffic.release();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
