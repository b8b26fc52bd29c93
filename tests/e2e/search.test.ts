import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { daysFromNow } from '../support/dates';
import { chooseLocation, fillTrip, toastTexts } from './helpers/search-page';

const baseUrl = inject('baseUrl');
const paris = { budget: '3000', from: ['belgrade', 'BEG'], to: ['paris', 'CDG'] } as const;

describe('searching for deals in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds deals from typed airports to Book Now, and the redirect page opens both partner tabs', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    expect(await seriousViolations(page)).toEqual([]);

    await fillTrip(page, {
      budget: paris.budget,
      from: [...paris.from],
      to: [...paris.to],
      departure: daysFromNow(30),
      returnDate: daysFromNow(37),
    });
    // The stay followed the flight.
    expect(await page.getByRole('combobox', { name: 'City', exact: true }).inputValue()).toContain('Paris');
    expect(await page.getByLabel('Check-in').inputValue()).toBe(daysFromNow(30));
    expect(await page.getByLabel('Check-out').inputValue()).toBe(daysFromNow(37));
    await screenshot(page, 'search-filled-desktop');

    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([expect.stringMatching(/^Found \d+ deals? within your budget!/)]);
    const cards = page.getByRole('button', { name: /Book Now/ });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(10);
    expect(await page.getByRole('button', { name: 'Save Search' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'results-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Partner sites are out of reach here: answer them in the browser so the tabs load and show their address.
    const referrers: (string | undefined)[] = [];
    await page.context().route(/^https:\/\/www\.(skyscanner\.net|booking\.com)\//, async (route) => {
      referrers.push((await route.request().headerValue('referer')) ?? undefined);
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' });
    });
    const opened: string[] = [];
    const openers: boolean[] = [];
    page.context().on('page', (tab) => {
      // Each tab opens blank, loses its opener, then goes to the partner.
      void tab.waitForURL(/^https:\/\/www\./).then(async () => {
        openers.push(await tab.evaluate(() => window.opener !== null));
        opened.push(tab.url());
      });
    });
    await cards.first().click();
    await page.waitForURL(/\/booking-redirect\?/);
    await page.getByRole('heading', { name: 'Redirecting to Booking Partners' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => opened.length, { timeout: 8_000 }).toBe(2);
    expect(openers).toEqual([false, false]);
    // product.md §4: the partner learns nothing of where the traveller came from.
    expect(referrers).toEqual([undefined, undefined]);
    expect(opened.map((url) => new URL(url).hostname).sort()).toEqual([
      'www.booking.com',
      'www.skyscanner.net',
    ]);
    const hotelTab = new URL(opened.find((url) => url.includes('booking.com')) ?? '');
    // The hotel is booked from the day the first deal's flight lands: the departure day or, overnight, the next.
    expect([daysFromNow(30), daysFromNow(31)]).toContain(hotelTab.searchParams.get('checkin'));
    expect(hotelTab.searchParams.get('checkout')).toBe(daysFromNow(37));
    expect(hotelTab.searchParams.get('group_adults')).toBe('1');
    await screenshot(page, 'booking-redirect-desktop');

    // The search is in the URL: Back to Search, and then a reload, show the same deals with the form filled.
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'BEG');
    expect(new URL(page.url()).searchParams.get('depart')).toBe(daysFromNow(30));
    const hotels = () => page.getByRole('article').locator('h3').allTextContents();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    const shownBefore = await hotels();
    expect(shownBefore.length).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    expect(await hotels()).toEqual(shownBefore);
    expect(await page.getByLabel('Total budget').inputValue()).toBe(paris.budget);
    expect(await page.getByLabel('Return', { exact: true }).inputValue()).toBe(daysFromNow(37));
    expect(errors.filter((error) => !error.includes('ERR_'))).toEqual([]);
    await page.context().close();
  });

  it('searches a one-way trip on a phone', async () => {
    const { page } = await openPage(browser, viewports.mobile);
    await page.goto(baseUrl + '/');
    await fillTrip(page, {
      budget: '2500',
      from: ['london', 'LHR'],
      to: ['madrid', 'MAD'],
      departure: daysFromNow(20),
    });
    expect(await page.getByLabel('Return', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    const heading = page.getByRole('heading', { name: 'Top 10 Best Value Deals' });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The page scrolls (smoothly, once the cards are drawn) to the results: when it ends, their heading sits at
    // the top, just below the sticky 64 px header.
    await expect.poll(async () => (await heading.boundingBox())?.y, { timeout: 5_000 }).toBeLessThan(160);
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(64);
    // The default sandbox says its prices are sample data, calmly, and explains on a tap.
    const sample = page.getByText('Sample prices: this site runs on sample travel data').first();
    expect(await sample.isVisible()).toBe(true);
    await sample.click();
    expect(
      await page
        .getByText(/made up for trying TripFit out/)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'results-mobile');
    await page.context().close();
  });

  it('keeps the keyboard in the form: Enter in an open suggestion list never submits, Tab moves on', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.click();
    await from.pressSequentially('ber', { delay: 20 });
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    await from.press('Enter');
    await from.press('Enter');
    expect(await from.inputValue()).toBe('Berlin (BER)');
    expect(await toastTexts(page)).toEqual([]);
    await from.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
      ),
    ).toBe('search-to');
    await page.context().close();
  });

  it('shows the validation toasts of product.md §5', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Please fill in all required fields');

    await page.getByLabel('Total budget').fill('1500');
    await chooseLocation(page, 'From', 'belgrade', 'BEG');
    await chooseLocation(page, 'To', 'paris', 'CDG');
    await page.getByLabel('Departure', { exact: true }).fill(daysFromNow(10));
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Please select a return date');
    await page.context().close();
  });

  it.each([
    [
      'No flights found for your search criteria',
      { budget: '3000', from: ['belgrade', 'BEG'], to: ['pristina', 'PRN'] },
    ],
    [
      'No hotels found for your destination',
      { budget: '9000', from: ['heathrow', 'LHR'], to: ['mount pleasant', 'MPN'] },
    ],
    [
      'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
      { budget: '30', from: ['belgrade', 'BEG'], to: ['paris', 'CDG'] },
    ],
  ] as const)('tells the visitor "%s"', async (message, trip) => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await fillTrip(page, {
      budget: trip.budget,
      from: [...trip.from],
      to: [...trip.to],
      departure: daysFromNow(40),
      returnDate: daysFromNow(45),
    });
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await expect.poll(() => toastTexts(page)).toContain(message);
    expect(await page.getByText(message).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
