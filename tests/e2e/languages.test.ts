import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languageCodes } from '../../src/core/languages';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { toastTexts } from './helpers/search-page';

const baseUrl = inject('baseUrl');

interface PageStrings {
  home: { title: string };
  searchForm: { submit: string; errors: { requiredFields: string } };
  pages: Record<'about' | 'contact' | 'terms' | 'privacy' | 'auth', { title: string }>;
}
const locale = (code: string) =>
  JSON.parse(readFileSync(`src/web/locales/${code}.json`, 'utf8')) as PageStrings;
const german = locale('de');
const arabic = locale('ar');

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

  it('switches to Arabic: the page turns right-to-left, mirrors its layout and stays so after reload', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(arabic.home.title);
    const documentLanguage = () =>
      page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '));
    expect(await documentLanguage()).toBe('ar rtl');
    // Mirrored: the logo, first in the header, now sits at the right edge.
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(logo && logo.x).toBeGreaterThan(viewports.desktop.width / 2);
    await page.getByRole('button', { name: arabic.searchForm.submit }).click();
    await expect.poll(() => toastTexts(page)).toContain(arabic.searchForm.errors.requiredFields);
    await screenshot(page, 'home-arabic-desktop');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(arabic.home.title);
    expect(await documentLanguage()).toBe('ar rtl');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits the header of a 375 px phone in every language: each control inside its margins, on one line', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    await page.goto(baseUrl + '/');
    const signIn = page.getByRole('banner').getByRole('link').last();
    const misfits: string[] = [];
    for (const code of languageCodes) {
      await page.getByRole('combobox').first().selectOption(code);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
      await signIn.waitFor();
      const misfit = await page.getByRole('banner').evaluate((banner) => {
        const row = banner.firstElementChild;
        if (!row) return 'no row';
        const style = getComputedStyle(row);
        const inner = row.getBoundingClientRect();
        const left = inner.left + parseFloat(style.paddingLeft);
        const right = inner.right - parseFloat(style.paddingRight);
        const controls = [...banner.querySelectorAll('a, select')].filter(
          (e) => e.getClientRects().length > 0,
        );
        return controls
          .map((control) => {
            const box = control.getBoundingClientRect();
            const outside = box.left < left - 0.5 || box.right > right + 0.5;
            // Text on one line: each of its words sits at the same height.
            const lineTops = new Set<number>();
            const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = document.createRange();
              text.selectNodeContents(node);
              for (const line of text.getClientRects()) lineTops.add(Math.round(line.top));
            }
            const wrapped = lineTops.size > 1;
            return outside || wrapped ? `${control.textContent?.trim()} ${box.left}-${box.right}` : '';
          })
          .filter(Boolean)
          .join(', ');
      });
      if (misfit) misfits.push(`${code}: ${misfit}`);
    }
    expect(misfits).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/', arabic.home.title],
    ['/about', arabic.pages.about.title],
    ['/contact', arabic.pages.contact.title],
    ['/terms', arabic.pages.terms.title],
    ['/privacy', arabic.pages.privacy.title],
    ['/auth', arabic.pages.auth.title],
  ])(
    '%s in Arabic (from the browser language) reads right to left with no serious accessibility problems',
    async (path, title) => {
      for (const [name, viewport] of Object.entries(viewports)) {
        const { page, errors } = await openPage(browser, viewport, 'ar');
        await page.goto(baseUrl + path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `arabic${path === '/' ? '-home' : path.replace('/', '-')}-${name}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
  );
});
