import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { chooseLocation } from './helpers/search-page';

const baseUrl = inject('baseUrl');

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

// The popovers and the sync tooltip (Radix) load on the visitor's first sign of interest, not with the page
// (tests/e2e/initial-js-budget.test.ts); these tests use them as a visitor would, by mouse and by keyboard.
describe('controls loaded on first use, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the travellers popover with a click, at every width', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl + '/');
      await page.getByRole('button', { name: 'Travelers 1 adult' }).click();

      const panel = page.getByRole('dialog', { name: 'Travelers' });
      await panel.getByRole('button', { name: 'Add an adult' }).click();
      await panel.getByText('Total travelers: 2 (max 9)').waitFor();
      await screenshot(page, `home-travellers-open-${name}`);
      await panel.getByRole('button', { name: 'Done' }).click();

      await panel.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Travelers 2 adults' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps keyboard focus on the guests field while its popover loads, then opens and closes it by keyboard', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await page.getByRole('button', { name: 'Guests and rooms 1 adult, 1 room' }).focus();
    // Radix's trigger, which replaces the stand-in once loaded, carries data-state.
    await page.locator('#search-guests[data-state="closed"]').waitFor();
    expect(await focusedId(page)).toBe('search-guests');

    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Guests and rooms' });
    await panel.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => focusedId(page)).toBe('search-guests');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the sync hint tooltip when pointed at', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(baseUrl + '/');
    await chooseLocation(page, 'To', 'paris', 'CDG');

    await page.getByRole('button', { name: /^Auto-synced from flight destination/ }).hover();
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toMatch(/^Auto-synced from flight destination/);
    await screenshot(page, 'home-sync-tooltip-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
