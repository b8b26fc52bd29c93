import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { toastTexts } from './helpers/search-page';

const baseUrl = inject('baseUrl');

interface HomeStrings {
  home: { title: string };
  searchForm: { submit: string; errors: { requiredFields: string } };
}
const german = JSON.parse(readFileSync('src/web/locales/de.json', 'utf8')) as HomeStrings;

describe('languages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches to German from the header, translating the page and its toasts, and keeps it after reload', async () => {
    const { page } = await openPage(browser, viewports.mobile);
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(german.home.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('button', { name: german.searchForm.submit }).click();
    await expect.poll(() => toastTexts(page)).toContain(german.searchForm.errors.requiredFields);
    await screenshot(page, 'home-german-mobile');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(german.home.title);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await page.context().close();
  });
});
