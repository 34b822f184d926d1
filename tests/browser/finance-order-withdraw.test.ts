import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * The finance order list's Withdraw follows lifecycle.ts (docs/finance-orders.md): offered for
 * the orders the acting company role may revoke (not yet paid out), off for a paid-out one, so
 * nobody is asked to confirm a step the server would refuse. Reads only.
 */
const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const withdraw = (page: Page) =>
  page.getByTestId('search-actions').locator('[data-action="withdraw"]');
const selectRow = (page: Page, n: number) =>
  rows(page).nth(n).locator('.p-selection-column .p-checkbox').click();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await rows(page).first().locator('[data-field]').first().waitFor();
}

describe('finance order Withdraw (supplier)', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('is offered for an order awaiting approval and off for a paid-out one', async () => {
    await open(page, '/finance/finance-order?status=PENDING_APPROVAL');
    await selectRow(page, 0);
    expect(await withdraw(page).isEnabled()).toBe(true);

    await open(page, '/finance/finance-order?status=DISBURSED');
    await selectRow(page, 0);
    // Selected, so only the lifecycle rule can keep it off.
    await expect.poll(() => rows(page).nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await withdraw(page).isDisabled()).toBe(true);
  });
});
