import type { Page } from 'playwright-core';

/**
 * Filling the configured forms' inputs as a user does: dates typed in the user's format into the
 * calendar (YYYY/MM/DD by default), the buyer picked from the company search, dictionary selects
 * picked from their panel.
 */

/** `YYYY/MM/DD` of today plus `days` (the form's default date format). */
export function formDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

export async function typeDate(page: Page, field: string, text: string): Promise<void> {
  const input = page.locator(`#field-${field}`);
  await input.fill(text);
  // The typed date is taken as it is read; Escape closes the calendar the typing opened.
  await input.press('Escape');
}

export async function pickBuyer(
  page: Page,
  search: string,
  name: string | RegExp = search,
): Promise<void> {
  await page.locator('#field-buyerName').fill(search);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name }).first().click();
  await page.locator('.p-autocomplete-panel').waitFor({ state: 'detached' });
}

export async function pickOption(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`[data-field="${field}"] .p-dropdown`).click();
  // The panel's items only: a chosen value also lives in the dropdown's hidden select.
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).click();
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
}
