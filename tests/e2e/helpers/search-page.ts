import type { Page } from 'playwright-core';

/** Types into an airport or city field and moves down the suggestions until the one naming `code`, by keyboard only. */
export async function chooseLocation(page: Page, label: string, text: string, code: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
  // The list opens after the 500 ms debounce; only then does the field name its listbox.
  await page.locator('[role="combobox"][aria-expanded="true"][aria-controls]').waitFor();
  const listbox = await field.getAttribute('aria-controls');
  await page.locator(`[id="${listbox}"]`).getByRole('option').first().waitFor();
  for (let step = 0; step < 10; step++) {
    await field.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    const highlighted = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (highlighted?.includes(`${code}`)) {
      await field.press('Enter');
      await page.waitForFunction(
        ([name, expected]) =>
          [...document.querySelectorAll<HTMLInputElement>('[role="combobox"]')].some(
            (input) =>
              input.labels?.[0]?.textContent?.trim() === name && input.value.includes(`(${expected})`),
          ),
        [label, code],
      );
      return;
    }
  }
  throw new Error(`No suggestion for ${code} after typing "${text}" into ${label}`);
}

export interface TripInput {
  budget: string;
  from: [text: string, code: string];
  to: [text: string, code: string];
  departure: string;
  returnDate?: string;
}

/** Fills the search card as a visitor would; a missing return date makes the trip one-way. */
export async function fillTrip(page: Page, trip: TripInput): Promise<void> {
  await page.getByLabel('Total budget').fill(trip.budget);
  await chooseLocation(page, 'From', ...trip.from);
  await chooseLocation(page, 'To', ...trip.to);
  await page.getByLabel('Departure', { exact: true }).fill(trip.departure);
  if (trip.returnDate) await page.getByLabel('Return', { exact: true }).fill(trip.returnDate);
  else await page.getByLabel('One-way').check();
}

/** Fills the trip in, runs the search and waits for its deals. */
export async function searchFor(page: Page, trip: TripInput): Promise<void> {
  await fillTrip(page, trip);
  await page.getByRole('button', { name: 'Find Best Deals' }).click();
  await page.getByRole('heading', { name: 'Top 10 Best Value Deals' }).waitFor();
}

/** The text of the toasts on screen. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[data-sonner-toast]').allTextContents();
}
