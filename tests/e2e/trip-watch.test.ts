import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { mailedLink } from '../support/mailed-link';
import { startAppProcess, type AppProcess } from './helpers/app-process';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { searchFor, toastTexts } from './helpers/search-page';

const password = 'correct horse battery';

/** A new account made through the API and its mailed link, then signed in on the page as a person would. */
async function signedInPage(page: Page, app: AppProcess, email: string): Promise<void> {
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password, name: 'Ana Traveller', callbackURL: '/auth?verified=1' }),
  });
  expect(signUp.status).toBe(200);
  await page.goto(await mailedLink(app.url, email, `${app.url}/api/auth/verify-email`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(app.url + '/');
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

async function watchMails(app: AppProcess, email: string): Promise<OutboxMail[]> {
  const { data } = (await (await fetch(`${app.url}/api/dev/outbox`)).json()) as { data: OutboxMail[] };
  return data.filter((mail) => mail.to === email && !/verify/i.test(mail.subject));
}

/**
 * The whole trip watch on the embedded database, where the server runs the jobs itself: watch from the results,
 * see it on the card and in the profile, restart the server (a start queues the watches that are due), get the
 * mail, see the check on the card, open the mail's unsubscribe link (which changes nothing by itself), and stop
 * watching with its button.
 */
describe('watching a trip in Chromium', () => {
  let browser: Browser;
  let app: AppProcess;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Off the schedule until the restart, so no five-minute sweep checks the watch before the test means it to.
    app = await startAppProcess({ env: { ALERTS_ENABLED: 'false' } });
  });
  const folders: string[] = [];
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('watches a saved search, lists it in the profile, mails after a check, and stops at the unsubscribe link', async () => {
    const email = `watcher.${randomUUID()}@example.com`;
    const { page, errors } = await openPage(browser, viewports.desktop);
    await signedInPage(page, app, email);

    await searchFor(page, {
      budget: '3000',
      from: ['belgrade', 'BEG'],
      to: ['paris', 'CDG'],
      departure: daysFromNow(30),
      returnDate: daysFromNow(37),
    });
    await page.getByRole('button', { name: 'Save Search' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    // Once saved, the trip can be watched from the results.
    await page.getByRole('button', { name: 'Watch this trip' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(
        expect.stringContaining('We will mail you when this trip fits your budget or gets cheaper.'),
      );
    await page.getByRole('button', { name: 'Watching' }).waitFor();

    await page.goto(app.url + '/saved-searches');
    const cardSwitch = page.getByRole('switch', { name: /Watch this trip/ });
    await expect.poll(() => cardSwitch.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Not checked yet. The first check runs soon.').waitFor();

    await page.goto(app.url + '/profile');
    await page.getByRole('tab', { name: 'Watched trips' }).click();
    const listed = page.getByRole('tabpanel').getByRole('switch', { name: /Watch this trip/ });
    await expect.poll(() => listed.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'profile-watched-trips-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Started with the schedule on, a server queues every due watch at once; its own worker checks it and mails.
    const first = app;
    folders.push(first.dataDir);
    await first.stop({ keepData: true });
    app = await startAppProcess({ dataDir: first.dataDir, port: Number(new URL(first.url).port) });
    let mails: OutboxMail[] = [];
    for (let attempt = 0; attempt < 150 && mails.length === 0; attempt++) {
      mails = await watchMails(app, email);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/flight \+ hotel within your budget from/);

    await page.goto(app.url + '/saved-searches');
    await page.getByText(/^Checked .* at \d\d:\d\d · best \$[\d,.]+$/).waitFor();
    await screenshot(page, 'saved-search-watched-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    // The check joined the trip's own history, which fits a 375 px phone.
    const history = page.getByRole('region', { name: 'Best total at each check' });
    await history.getByText(/^Lowest seen: \$[\d,.]+ \(.+\)$/).waitFor();
    await page.setViewportSize(viewports.mobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'saved-search-history-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.desktop);

    const unsubscribe = mails[0]?.links.find((link) => link.startsWith(`${app.url}/unsubscribe?token=`));
    expect(unsubscribe).toBeDefined();
    // Opening the link, as a person or a mail scanner that runs the page would, shows the trip and changes nothing.
    const mailPage = await openPage(browser, viewports.mobile);
    await mailPage.page.goto(unsubscribe ?? '');
    await mailPage.page.getByRole('heading', { name: 'Stop watching this trip?' }).waitFor();
    await mailPage.page.getByText(/^.+ → .+$/).waitFor();
    await screenshot(mailPage.page, 'unsubscribe-confirm-mobile');
    expect(await seriousViolations(mailPage.page)).toEqual([]);
    await page.reload();
    await page.getByText(/^Checked .* at \d\d:\d\d · best \$[\d,.]+$/).waitFor();
    expect(await cardSwitch.getAttribute('aria-checked')).toBe('true');

    // The button stops it.
    await mailPage.page.getByRole('button', { name: 'Stop watching' }).click();
    await mailPage.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await mailPage.page.getByText(/You will no longer get mail about .* → .*/).waitFor();
    await screenshot(mailPage.page, 'unsubscribed-mobile');
    expect(await seriousViolations(mailPage.page)).toEqual([]);

    await page.reload();
    await expect.poll(() => cardSwitch.getAttribute('aria-checked')).toBe('false');
    // On again from the card: the switch and the profile agree.
    await cardSwitch.click();
    await expect.poll(() => cardSwitch.getAttribute('aria-checked')).toBe('true');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    expect(mailPage.errors).toEqual([]);
    await page.context().close();
    await mailPage.page.context().close();
  }, 120_000);
});
