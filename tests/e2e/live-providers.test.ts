import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLiveProviders, type FakeLiveProviders } from '../fakes/live-providers';
import { daysFromNow } from '../support/dates';
import { startAppProcess, type AppProcess } from './helpers/app-process';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { fillTrip, toastTexts } from './helpers/search-page';

/** E2E_SCREENSHOTS=1 keeps screenshots of this test in a fresh temp folder (named in the output), never the repo. */
async function screenshotsFolder(): Promise<string | undefined> {
  if (!process.env.E2E_SCREENSHOTS) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'tripfit-live-providers-'));
  console.log(`screenshots in ${folder}`);
  return folder;
}

/** The hotel photos on the page that come from `origin`, and whether each has loaded. */
function photosFrom(page: Page, origin: string) {
  return page.evaluate(
    (prefix) =>
      [...document.images]
        .filter((image) => image.src.startsWith(prefix))
        .map((image) => ({
          path: new URL(image.src).pathname,
          loaded: image.complete,
          width: image.naturalWidth,
        })),
    `${origin}/hotels/`,
  );
}

describe('FLIGHT_PROVIDER=duffel and HOTEL_PROVIDER=liteapi in Chromium, through the fakes', () => {
  let fakes: FakeLiveProviders;
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    fakes = await startFakeLiveProviders();
    // A second server from global-setup's build, with the live providers' settings.
    [app, browser] = await Promise.all([startAppProcess({ env: fakes.env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fakes?.close();
  });

  it('shows deals converted from pounds, with the hotels’ own photos loaded under the CSP', async () => {
    const shots = await screenshotsFolder();
    // The photo host's certificate is self-signed: this context accepts it, as a developer would once.
    const { page, errors } = await openPage(browser, viewports.desktop, 'en-US', { ignoreHTTPSErrors: true });
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));

    await page.goto(app.url + '/');
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await fillTrip(page, {
      budget: '2500',
      from: ['london', 'LHR'],
      to: ['paris', 'CDG'],
      departure: daysFromNow(45),
      returnDate: daysFromNow(49),
    });
    await page.getByRole('button', { name: 'Find Best Deals' }).click();
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([expect.stringMatching(/^Found \d+ deals? within your budget!/)]);

    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    // Both sides are live: nothing says "sample".
    expect(await page.getByText(/Sample prices/).count()).toBe(0);
    // Duffel sold every flight in pounds; the cards price it in euros and say what it was.
    const firstCard = (await cards.first().textContent()) ?? '';
    expect(firstCard).toContain('€');
    expect(firstCard).toMatch(/≈ converted from GBP [\d,]+\.\d\d/);
    expect(await page.getByText(/^≈ converted from GBP [\d,]+\.\d\d$/).count()).toBe(await cards.count());

    // Photos load lazily: bring a card with one into view, then wait for the fake host's 800×400 picture.
    const photoCard = cards
      .filter({ has: page.locator(`img[src^="${fakes.photos.origin}/hotels/"]`) })
      .first();
    await photoCard.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photosFrom(page, fakes.photos.origin))
      .toContainEqual(expect.objectContaining({ loaded: true, width: 800 }));
    // Each loaded photo was served by the fake host.
    for (const image of await photosFrom(page, fakes.photos.origin)) {
      if (image.width > 0) expect(fakes.photos.requests).toContain(image.path);
    }
    if (shots) {
      const cookies = page.getByRole('button', { name: 'Essential Only' });
      if (await cookies.isVisible()) await cookies.click();
      await page.screenshot({ path: path.join(shots, 'results.png') });
      await photoCard.screenshot({ path: path.join(shots, 'deal-with-photo.png') });
    }

    expect(consoleLines.filter((line) => /Content.Security.Policy/i.test(line))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
