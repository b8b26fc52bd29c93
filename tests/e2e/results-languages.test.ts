import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

interface CardStrings {
  dealCard: { bookNow: string; why: { title: string } };
}
const strings = (code: string) =>
  JSON.parse(readFileSync(`src/web/locales/${code}.json`, 'utf8')) as CardStrings;

const search = new URLSearchParams({
  from: 'BEG',
  fromName: 'Belgrade (BEG)',
  to: 'CDG',
  toName: 'Paris (CDG)',
  depart: daysFromNow(30),
  return: daysFromNow(37),
  budget: '3000',
  currency: 'EUR',
  adults: '2',
});

describe('the results page in English, German, Arabic and Chinese, on a phone and a desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['en', 'ltr', /€[\d,]+(\.\d{2})?/],
    ['de', 'ltr', /€[\d.]+(,\d{2})?/],
    ['ar', 'rtl', /€/],
    ['zh', 'ltr', /€[\d,]+(\.\d{2})?/],
  ] as const)(
    'reads %s (%s) at 375 and 1280 px: no overflow, money in the language, axe clean',
    async (code, dir, money) => {
      const texts = strings(code);
      for (const [name, viewport] of Object.entries(viewports)) {
        const { page, errors } = await openPage(browser, viewport, code);
        await page.goto(`${baseUrl}/?${search.toString()}`);
        const firstCard = page.getByRole('article').first();
        await firstCard.waitFor();

        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        ).toEqual([code, dir]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await firstCard.getByText(texts.dealCard.why.title).count()).toBe(1);
        expect(await firstCard.locator('footer').textContent()).toMatch(money);
        // Direction-aware icons: Book Now's arrow points the way the text reads.
        const arrowTurn = await firstCard
          .getByRole('button', { name: texts.dealCard.bookNow })
          .locator('svg')
          .evaluate((icon) => getComputedStyle(icon).rotate);
        expect(arrowTurn).toBe(dir === 'rtl' ? '180deg' : 'none');
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `results-${code}-${name}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
  );
});
