import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * Column preferences of the search-list renderer on /org/account, in real Chromium against the
 * reference server: hiding a column persists over a reload once the outbox delivered it, a
 * failed save reverts the checkbox, a reorder persists. Signed in as `director` so the
 * preferences of search-list.test.ts's `supplier` are untouched.
 */

const EDIT_PATH = '**/user/preference/edit';

async function openAccounts(page: Page): Promise<void> {
  await page.goto('/org/account');
  await page.locator('[data-testid="search-table"] tbody tr [data-field]').first().waitFor();
}

/** The fields of the first row's cells, in the order shown. */
const shownFields = (page: Page) =>
  page
    .locator('[data-testid="search-table"] tbody tr')
    .first()
    .locator('[data-field]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-field')));

async function openSettings(page: Page): Promise<void> {
  if (await page.getByTestId('column-settings').isVisible()) return;
  await page.getByTestId('column-settings-toggle').click();
  await page.getByTestId('column-settings').waitFor();
}

const checkbox = (page: Page, key: string) =>
  page.locator(`[data-testid="column-settings"] li[data-column="${key}"] input[type="checkbox"]`);

describe('column preferences on /org/account', () => {
  const session = signedInPage('director');
  let page: Page;
  let context: BrowserContext;
  beforeAll(() => {
    page = session.page;
    context = session.context;
  });

  it('hides a column and keeps it hidden over a reload once the save was delivered', async () => {
    await openAccounts(page);
    expect(await shownFields(page)).toContain('email');
    await openSettings(page);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/user/preference/edit') && r.request().method() === 'POST',
    );
    await checkbox(page, 'email').uncheck();
    expect(await shownFields(page)).not.toContain('email');
    const envelope = (await (await saved).json()) as { code: number };
    expect(envelope.code).toBe(200);

    await page.evaluate(() => localStorage.clear());
    await openAccounts(page);
    await expect.poll(() => shownFields(page)).not.toContain('email');
    await openSettings(page);
    expect(await checkbox(page, 'email').isChecked()).toBe(false);
  });

  it('reverts the checkbox when the save fails', async () => {
    await openAccounts(page);
    await openSettings(page);
    await context.route(EDIT_PATH, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, message: 'rejected', data: null }),
      }),
    );
    try {
      const rejected = page.waitForResponse((r) => r.url().includes('/user/preference/edit'));
      // click, not uncheck(): the revert may land before Playwright reads the state back.
      await checkbox(page, 'mobile').click();
      expect(((await (await rejected).json()) as { code: number }).code).toBe(400);
      await expect.poll(() => checkbox(page, 'mobile').isChecked(), { timeout: 10_000 }).toBe(true);
      expect(await shownFields(page)).toContain('mobile');
    } finally {
      await context.unroute(EDIT_PATH);
    }
  });

  it('keeps a reorder over a reload', async () => {
    await openAccounts(page);
    const before = await shownFields(page);
    expect(before[0]).toBe('userName');
    await openSettings(page);
    const saved = page.waitForResponse((r) => r.url().includes('/user/preference/edit'));
    await page.getByRole('button', { name: 'Move Display name up' }).click();
    expect((await shownFields(page)).slice(0, 2)).toEqual(['cname', 'userName']);
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);

    await page.evaluate(() => localStorage.clear());
    await openAccounts(page);
    await expect
      .poll(async () => (await shownFields(page)).slice(0, 2))
      .toEqual(['cname', 'userName']);
  });
});
