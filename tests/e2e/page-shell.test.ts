import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

/** The hero's title, header and main area, where they stand on the screen. */
async function heroLayout(page: Page) {
  const box = async (selector: string) => page.locator(selector).first().boundingBox();
  return {
    title: await page.locator('h1').textContent(),
    h1: await box('h1'),
    header: await box('header'),
    brand: await box('header a[href="/"]'),
  };
}

describe('the first screen drawn by the server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows header and hero without any script, in the browser's language, titled and set for its direction", async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      locale: 'de-DE',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Finde deine perfekte Budgetreise');
    await expect(page.title()).resolves.toBe('TripFit — Finde deine perfekte Budgetreise');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(
      page.getByRole('link', { name: /Entdecke Reiseziele nach Budget/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).resolves.toBe(true);
    // Only the app can switch the language: until it runs, the picker takes no choice it would lose.
    await expect(page.getByRole('combobox', { name: 'Sprache' }).isDisabled()).resolves.toBe(true);

    // The language chosen on the site (its cookie) wins over the browser's, right to left for Arabic.
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
    await page.goto(`${baseUrl}/explore`);
    await expect(page.locator('h1').textContent()).resolves.toBe('استكشفوا حسب ميزانيتكم');
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await context.close();
  });

  for (const [screen, viewport] of Object.entries(viewports)) {
    it(`is replaced by the app at the same place, with the hero on screen throughout (${screen})`, async () => {
      for (const path of ['/', '/explore']) {
        const drawn = await browser.newContext({ viewport, javaScriptEnabled: false });
        const drawnPage = await drawn.newPage();
        await drawnPage.goto(`${baseUrl}${path}`);
        const before = await heroLayout(drawnPage);
        await drawn.close();

        const { page, errors } = await openPage(browser, viewport);
        // Every change to #root is checked at once: the app's first render must swap the drawn hero for its own,
        // never leave the page without it (a spinner or an empty main between the two).
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { heroSeen: seen });
          // From the moment the HTML is parsed (before that, the page is still arriving).
          document.addEventListener('DOMContentLoaded', () => {
            new MutationObserver(() => {
              seen.push(document.querySelector('#root h1')?.textContent ?? '(none)');
            }).observe(document.body, { childList: true, subtree: true });
          });
        });
        await page.goto(`${baseUrl}${path}`);
        await page
          .getByRole('button', { name: /Find Best Deals|Explore/ })
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        expect(await heroLayout(page)).toEqual(before);
        const seen = await page.evaluate(() => (window as unknown as { heroSeen: string[] }).heroSeen);
        expect(seen.length).toBeGreaterThan(0);
        expect(new Set(seen)).toEqual(new Set([before.title]));
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  it("fetches the app's script only after the first paint, and lists what the page needs in the HTML", async () => {
    const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    // The bootstrap must not import the app: it would then download and run before the first paint.
    expect(manifest['index.html']?.imports ?? []).not.toContain('main.tsx');
    const appFile = `/${manifest['main.tsx']?.file}`;

    const html = await (await fetch(`${baseUrl}/explore`)).text();
    const listed = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(listed ?? '[]')).toContain(appFile);
    expect(html).not.toContain(`href="${appFile}"`);

    const { page } = await openPage(browser, viewports.mobile);
    await page.goto(`${baseUrl}/explore`);
    await page.getByRole('button', { name: 'Explore' }).first().waitFor();
    const timing = await page.evaluate((file) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const app = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === file)?.startTime;
      return { paint, app };
    }, appFile);
    expect(timing.paint).toBeTypeOf('number');
    expect(timing.app).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
    await page.context().close();
  });

  it('remembers a language chosen on the site for the server, in a cookie', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sv');
    await page.getByRole('heading', { name: 'Hitta din perfekta budgetresa' }).waitFor();
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'lang')).toMatchObject({ value: 'sv', sameSite: 'Lax' });
    await page.context().close();
  });
});
