import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';

const baseUrl = inject('baseUrl');

describe('web shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the home page with header, hero and footer, and no console errors', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl + '/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Find Your Perfect Budget Trip');
      expect(await page.getByRole('banner').getByRole('link', { name: 'TripFit' }).getAttribute('href')).toBe(
        '/',
      );
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.getByRole('link', { name: 'support@tripfit.app' }).count()).toBe(1);
      expect(await footer.textContent()).toContain('All bookings made through partner sites.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `home-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    const response = await page.goto(baseUrl + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(1);
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    expect(errors).toContain('404 Error: User attempted to access non-existent route: /no/such/page');
    await screenshot(page, 'not-found-desktop');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(baseUrl + '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Find Your Perfect Budget Trip');
    await page.context().close();
  });

  it('serves a page route on reload (history fallback)', async () => {
    const { page, errors } = await openPage(browser, viewports.mobile);
    const response = await page.goto(baseUrl + '/about');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About TripFit');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About TripFit');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor of /profile to sign in', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/profile');
    await page.waitForURL(baseUrl + '/auth');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await page.context().close();
  });

  it('scrolls to the top when the path changes', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 400 });
    await page.goto(baseUrl + '/');
    // Until the page's chunk arrives a fallback shell stands in; wait for the page and its footer address.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'support@tripfit.app' }).waitFor();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await page.waitForURL(baseUrl + '/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About TripFit');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('serves scripts and styles without source maps, which stay on disk for error tooling', async () => {
    const html = await (await fetch(baseUrl + '/')).text();
    const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      ([, file]) => file ?? '',
    );
    expect(linked.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of linked) {
      const served = await fetch(baseUrl + file);
      expect(served.status, file).toBe(200);
      expect(await served.text(), file).not.toContain('sourceMappingURL');
      expect((await fetch(`${baseUrl}${file}.map`)).status, `${file}.map`).toBe(404);
    }
    // Every chunk, the lazily loaded ones too, is built without a pointer to its map; the maps are kept.
    const assets = path.join('dist', 'web', 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    for (const script of scripts) {
      expect(await readFile(path.join(assets, script), 'utf8'), script).not.toContain('sourceMappingURL');
    }
    const entry = linked.find((file) => /\/index-[^/]+\.js$/.test(file)) ?? '';
    expect(existsSync(path.join('dist', 'web', `${entry}.map`)), `${entry}.map`).toBe(true);
  });
});
