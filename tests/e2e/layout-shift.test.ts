import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { layoutShifts, recordLayoutShifts } from './helpers/layout-shifts';
import { fillTrip } from './helpers/search-page';

const baseUrl = inject('baseUrl');

/** The budget: Cumulative Layout Shift at most 0.02 on every page, as Lighthouse's "good" is 0.1. */
const clsBudget = 0.02;

const departure = daysFromNow(30);
const returnDate = daysFromNow(37);
const resultsPath = `/?from=BEG&to=CDG&depart=${departure}&return=${returnDate}&budget=2000&currency=EUR`;
const explorePath = `/explore?from=BEG&fromName=Belgrade%20(BEG)&budget=800&currency=EUR`;

/** Resolves once the results, and on wide screens the flexible-dates grid's totals, have arrived. */
async function dealsSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor({ timeout: 20_000 });
  // The grid starts shut (its skeleton stays hidden); wide screens still ask for its totals, for the line above.
  await page.getByTestId('date-grid-skeleton').waitFor({ state: 'hidden' });
  await page.waitForLoadState('networkidle');
}

interface PageCase {
  name: string;
  path: string;
  settled: (page: Page) => Promise<void>;
  /** Console errors the page logs on purpose (a 404's). */
  expectedErrors?: RegExp;
}

const pages: PageCase[] = [
  {
    name: 'home, until the cookie notice shows',
    path: '/',
    settled: (page) => page.getByRole('dialog', { name: 'Cookie Notice' }).waitFor(),
  },
  { name: 'results opened from their URL', path: resultsPath, settled: dealsSettled },
  {
    name: 'explore',
    path: '/explore',
    settled: (page) => page.getByRole('heading', { name: 'Explore by budget', level: 1 }).waitFor(),
  },
  {
    name: 'explore opened from its URL, with the map',
    path: explorePath,
    settled: (page) =>
      page
        .getByRole('group', { name: 'Map of the destinations within your budget' })
        .waitFor({ timeout: 20_000 }),
  },
  ...['/about', '/contact', '/terms', '/privacy', '/no-such-page'].map((path) => ({
    name: path,
    path,
    settled: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor(),
    expectedErrors: path === '/no-such-page' ? /404/ : undefined,
  })),
];

function describeShifts(shifts: Awaited<ReturnType<typeof layoutShifts>>): string {
  return shifts.shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`).join('\n');
}

describe('layout shift', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const [screen, viewport] of Object.entries(viewports)) {
    it(`every page loads with CLS ≤ ${clsBudget} (${screen})`, async () => {
      const measured: string[] = [];
      for (const { name, path, settled, expectedErrors } of pages) {
        const { page, errors } = await openPage(browser, viewport);
        await recordLayoutShifts(page);
        await page.goto(baseUrl + path);
        await settled(page);
        await page.waitForLoadState('networkidle');
        const shifts = await layoutShifts(page);
        if (shifts.total > clsBudget)
          measured.push(`${name}: CLS ${shifts.total.toFixed(4)}\n${describeShifts(shifts)}`);
        expect(errors.filter((error) => !expectedErrors?.test(error))).toEqual([]);
        await page.context().close();
      }
      expect(measured).toEqual([]);
    });

    it(`a search run from the form shows its results with CLS ≤ ${clsBudget} (${screen})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await recordLayoutShifts(page);
      await page.goto(baseUrl + '/');
      await fillTrip(page, {
        budget: '2000',
        from: ['Belgrade', 'BEG'],
        to: ['Paris', 'CDG'],
        departure,
        returnDate,
      });
      await page.getByRole('button', { name: 'Find Best Deals' }).click();
      await dealsSettled(page);
      const shifts = await layoutShifts(page);
      expect(shifts.total, describeShifts(shifts)).toBeLessThanOrEqual(clsBudget);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
