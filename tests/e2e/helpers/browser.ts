import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/** The system Chromium, headless, with the background services that would reach the network turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A fresh page whose browser language is `locale` (English unless a test is about another language); `options`
 * add to its context's (e.g. ignoreHTTPSErrors for a fake host's self-signed certificate).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  locale = 'en-US',
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ ...options, viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Screenshots for a person to look at; kept out of git. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve('test-results', 'screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
