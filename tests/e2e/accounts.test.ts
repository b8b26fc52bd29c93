import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from './helpers/browser';
import { daysFromNow } from '../support/dates';
import { searchFor, toastTexts } from './helpers/search-page';
import { mailedLink } from '../support/mailed-link';
import { totpCode } from '../support/totp';

const baseUrl = inject('baseUrl');

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(baseUrl + '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `${name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

describe('accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, verifies by mail, signs in, saves a search, searches again and deletes it', async () => {
    const email = `ana.${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const { page, errors } = await openPage(browser, viewports.desktop);

    await page.goto(baseUrl + '/auth');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Ana Traveller');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await screenshot(page, 'sign-up-desktop');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(
        expect.stringContaining('Account created! Please check your email to verify your account.'),
      );

    // The link verifies the address and lands on sign-in; it signs no one in.
    await page.goto(await mailedLink(baseUrl, email, `${baseUrl}/api/auth/verify-email`));
    await page.getByText('Your email address is verified. Sign in to continue.').waitFor();
    expect(page.url()).toBe(`${baseUrl}/auth?verified=1`);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'email-verified-desktop');

    await signIn(page, email, password);
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('Welcome back!'));
    await page.waitForURL(baseUrl + '/');

    await searchFor(page, {
      budget: '3000',
      from: ['belgrade', 'BEG'],
      to: ['paris', 'CDG'],
      departure: daysFromNow(30),
      returnDate: daysFromNow(37),
    });
    await page.getByRole('button', { name: 'Save Search' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContainEqual(expect.stringContaining('Search saved to your profile!'));
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    // A toast sits below the sticky header, never over it (polled: toasts slide in from above).
    const headerBox = await page.getByRole('banner').boundingBox();
    const headerBottom = (headerBox?.y ?? 0) + (headerBox?.height ?? 0);
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(headerBottom);

    // The same route and date for 4 nights and 2 adults is another search: not 'Saved'.
    const saved = new URL(page.url());
    const other = new URL(saved);
    other.searchParams.set('checkOut', daysFromNow(34));
    other.searchParams.set('adults', '2');
    await page.goto(other.toString());
    await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
    await page.getByRole('button', { name: 'Save Search' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    await page.getByRole('button', { name: 'Ana Traveller, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    const card = page.getByRole('button', { name: 'Search Again' });
    await card.waitFor();
    await screenshot(page, 'profile-saved-searches-desktop');
    await card.click();
    // Search Again opens the search's own URL, which fills the form and runs it.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('budget') === '3000');
    await page.getByRole('list', { name: 'Top 10 Best Value Deals' }).waitFor();
    expect(await page.getByLabel('Total budget').inputValue()).toBe('3000');
    expect(await page.getByRole('combobox', { name: 'To', exact: true }).inputValue()).toContain('(CDG)');
    expect(await page.getByLabel('Departure', { exact: true }).inputValue()).toBe(daysFromNow(30));

    await page.goto(baseUrl + '/saved-searches');
    await page.getByRole('button', { name: /^Delete saved search/ }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to delete this saved search?')
      .waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('Search deleted'));
    await page.getByText('No saved searches yet').waitFor();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('tells a visitor who signs in before verifying that a link was mailed, and sends it again', async () => {
    const email = `cy.${Date.now()}@example.com`;
    const password = 'a third long secret';
    const { page, errors } = await openPage(browser, viewports.mobile);
    const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      headers: { origin: baseUrl },
      data: { name: 'Cy Walker', email, password, callbackURL: '/auth?verified=1' },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);

    await signIn(page, email, password);
    const notice = page.getByRole('status').filter({ hasText: 'Verify your email address first' });
    await notice
      .getByText(`We have mailed a new verification link to ${email}. Open it, then sign in.`)
      .waitFor();
    await screenshot(page, 'sign-in-unverified-mobile');
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByText('Asked for a new link.', { exact: false }).waitFor();

    // Sign-up, sign-in and the button each mailed a link; mail leaves after the answer, so read until all are in.
    const verificationMails = async () => {
      const outbox = (await (await page.request.get(`${baseUrl}/api/dev/outbox`)).json()) as {
        data: { to: string; subject: string }[];
      };
      return outbox.data.filter((mail) => mail.to === email && /verify/i.test(mail.subject)).length;
    };
    await expect.poll(verificationMails).toBe(3);
    // Chromium logs every 4xx answer; the sign-in's 403 is the answer under test, anything else is a fault.
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
  });

  it('turns on two-factor sign-in, signs in with a code, exports the data and deletes the account', async () => {
    const email = `bo.${Date.now()}@example.com`;
    const password = 'another long secret';
    const { page } = await openPage(browser, viewports.mobile);
    // Signed up through the API (the form is covered above); Playwright's client sends the Origin a browser would.
    const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      headers: { origin: baseUrl },
      data: {
        name: 'Bo Nomad',
        email,
        password,
        preferredCurrency: 'EUR',
        preferredLanguage: 'en',
        callbackURL: '/auth?verified=1',
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await page.goto(await mailedLink(baseUrl, email, `${baseUrl}/api/auth/verify-email`));
    await page.getByText('Your email address is verified. Sign in to continue.').waitFor();
    await signIn(page, email, password);
    await page.getByRole('button', { name: 'Bo Nomad, account menu' }).waitFor();

    await page.goto(baseUrl + '/profile');
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const setupKey = await page.locator('code').first().textContent();
    await page.getByLabel('Authentication code').fill(totpCode(setupKey ?? ''));
    await screenshot(page, 'two-factor-setup-mobile');
    await page.getByRole('button', { name: 'Turn On' }).click();
    await page.getByText('Your backup codes').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await signOut(page, 'Bo Nomad');

    await signIn(page, email, password);
    await page.getByLabel('Authentication code').fill(totpCode(setupKey ?? ''));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Bo Nomad, account menu' }).waitFor();

    await page.goto(baseUrl + '/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const exported = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8')) as {
      account: { email: string };
      profile: { fullName: string; preferredCurrency: string };
    };
    expect(exported.account.email).toBe(email);
    expect(exported.profile).toMatchObject({ fullName: 'Bo Nomad', preferredCurrency: 'EUR' });

    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('alertdialog').getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    const again = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      headers: { origin: baseUrl },
      data: { email, password },
    });
    expect(again.status()).toBe(401);
    await page.context().close();
  });
});
