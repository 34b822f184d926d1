import type { Page } from 'playwright-core';
import { generateCalendars } from '../../../server/holidays/generate-calendars';

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

/**
 * `YYYY/MM/DD` of the first day from today plus `days` that no calendar marks: a weekday with no
 * rest or make-up entry in any currency's calendar, so a holiday-aware due date takes it whatever
 * currency the form ends up with (docs/holidays.md).
 */
export function formBusinessDate(days: number): string {
  const today = new Date().toISOString().slice(0, 10);
  const marked = new Set(generateCalendars(today).map((h) => h.calendarDate));
  for (let extra = 0; ; extra++) {
    const text = formDate(days + extra);
    const iso = text.replaceAll('/', '-');
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !marked.has(iso)) return text;
  }
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
