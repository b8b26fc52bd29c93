import type { Browser, Page } from 'playwright-core';
import { fillTrip, type TripInput } from '../../tests/e2e/helpers/search-page';
import { openPage, viewports } from '../../tests/e2e/helpers/browser';

export type Screen = keyof typeof viewports;

/** Chrome DevTools' "4× slowdown", as Lighthouse's mobile run simulates a phone's CPU. */
export type CpuSlowdown = 1 | 4;

/**
 * A page for one measurement. tsx compiles the bench keeping function names, through a `__name` helper that the
 * functions handed to the page would call there too; the page gets a stand-in.
 */
async function benchPage(browser: Browser, screen: Screen): Promise<Page> {
  const { page } = await openPage(browser, viewports[screen]);
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return page;
}

async function slowCpu(page: Page, rate: CpuSlowdown): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Waits for `key` on window.__bench, set by the page's own clock (performance.now()). */
async function benchMark(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => (window as unknown as { __bench: Record<string, number> }).__bench[name],
    key,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Milliseconds from the input event of the third letter typed into From to the frame that first shows a
 * suggestion. The field is focused first, as a visitor clicks into it before typing.
 */
export async function firstSuggestionMs(
  browser: Browser,
  baseUrl: string,
  screen: Screen,
  cpu: CpuSlowdown,
): Promise<number> {
  const page = await benchPage(browser, screen);
  try {
    await slowCpu(page, cpu);
    await page.goto(`${baseUrl}/`);
    const field = page.getByRole('combobox', { name: 'From', exact: true });
    await field.click();
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { __bench: marks });
      const input = document.activeElement as HTMLInputElement;
      input.addEventListener('input', () => {
        if (input.value.length === 3) marks.third ??= performance.now();
      });
      new MutationObserver(() => {
        if (marks.third === undefined || marks.shown !== undefined) return;
        if (document.querySelector('[role="option"]'))
          requestAnimationFrame((time) => (marks.shown ??= time));
      }).observe(document.body, { subtree: true, childList: true });
    });
    // About a visitor's typing speed; the letters after the third do not matter here.
    await field.pressSequentially('Bel', { delay: 150 });
    const shown = await benchMark(page, 'shown');
    const third = await benchMark(page, 'third');
    return shown - third;
  } finally {
    await page.context().close();
  }
}

export interface ClickToCard {
  /** From the click on Find Best Deals to the frame that first draws a deal card (anywhere on the page). */
  clickToRenderedMs: number;
  /** To the frame in which a deal card is first in the viewport, after product.md's smooth scroll to the results. */
  clickToInViewMs: number;
  /** The search's NDJSON stream, from request to its last byte (Resource Timing). */
  apiMs: number;
}

/** Fills the search form as a visitor would, clicks Find Best Deals and times the first visible deal card. */
export async function clickToFirstCard(
  browser: Browser,
  baseUrl: string,
  trip: TripInput,
  screen: Screen,
  cpu: CpuSlowdown,
): Promise<ClickToCard> {
  const page = await benchPage(browser, screen);
  try {
    await slowCpu(page, cpu);
    await page.goto(`${baseUrl}/`);
    await fillTrip(page, trip);
    const button = page.getByRole('button', { name: 'Find Best Deals' });
    await button.evaluate((element) => {
      const marks: Record<string, number> = {};
      Object.assign(window, { __bench: marks });
      const watch = (time: number) => {
        const card = document.querySelector('#main section article');
        if (card) marks.rendered ??= time;
        const box = card?.getBoundingClientRect();
        if (box && box.top < window.innerHeight && box.bottom > 0) marks.inView = time;
        else requestAnimationFrame(watch);
      };
      element.addEventListener(
        'click',
        () => {
          marks.click = performance.now();
          requestAnimationFrame(watch);
        },
        { capture: true },
      );
    });
    await button.click();
    const inView = await benchMark(page, 'inView');
    const rendered = await benchMark(page, 'rendered');
    const click = await benchMark(page, 'click');
    const apiMs = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((timing) => new URL(timing.name).pathname === '/api/search');
      return entry ? entry.responseEnd - entry.startTime : Number.NaN;
    });
    return { clickToRenderedMs: rendered - click, clickToInViewMs: inView - click, apiMs };
  } finally {
    await page.context().close();
  }
}
