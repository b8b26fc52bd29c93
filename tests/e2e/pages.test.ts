import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { toastTexts } from './helpers/search-page';

const baseUrl = inject('baseUrl');

describe('static pages, contact and cookie notice in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['/about', 'About TripFit', 'What We Do'],
    ['/contact', 'Contact Us', 'Send us a message'],
    ['/terms', 'Terms of Service', 'Limitation of Liability'],
    ['/privacy', 'Privacy Policy', 'Data Security'],
  ])('%s shows its sections with no serious accessibility problems', async (path, title, section) => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl + path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByRole('heading', { name: section }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `${path.slice(1)}-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the cookie notice after 2 seconds until a choice is stored', async () => {
    const { page } = await openPage(browser, viewports.mobile);
    // The page notes, on its own clock, when a dialog first shows: a timer fires late under load, never early.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) return;
        document.documentElement.dataset.dialogShownAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(baseUrl + '/about');
    const notice = page.getByRole('dialog', { name: 'Cookie Notice' });
    await notice.waitFor();
    const shownAt = await page.evaluate(() => Number(document.documentElement.dataset.dialogShownAt));
    expect(shownAt).toBeGreaterThanOrEqual(2_000);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'cookie-notice-mobile');
    await notice.getByRole('button', { name: 'Accept All' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('all');
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent-date'))).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );

    // From here the page's timers run on a clock the test can move on at once (it keeps flowing otherwise).
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { name: 'What We Do' }).waitFor();
    // Anything due within the notice's 2 seconds fires now; had it asked for its card, that load would finish.
    await page.clock.runFor(2_500);
    await page.waitForLoadState('networkidle');
    expect(await notice.count()).toBe(0);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('essential');
    await page.context().close();
  });

  it('sends a contact message that is stored and mailed to support', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();

    const subject = `Lost luggage question ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('Mila Putnik');
    await page.getByLabel('Email', { exact: true }).fill('mila@example.com');
    await page.getByLabel('Subject', { exact: true }).selectOption('general');
    await page.getByLabel('Message', { exact: true }).fill(subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(expect.stringContaining("Thank you! We'll respond within 1-2 business days."));
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as {
      data: { to: string; text: string }[];
    };
    expect(outbox.data.some((mail) => mail.to === 'support@tripfit.app' && mail.text.includes(subject))).toBe(
      true,
    );
    await page.context().close();
  });
});
