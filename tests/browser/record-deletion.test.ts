import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * Issue 16's delete rule on the list (src/shared/page-declaration/record-deletion.ts): Delete is
 * offered for a draft and stays off, saying why, while a record money has moved against is
 * selected. Nothing is deleted here; the server's refusal is a contract test. Signs in as
 * `supplier-pool` so the supplier's seeded invoices stay as other tests count them.
 */
describe('Delete on a list of records', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  const deleteButton = () => page.getByTestId('search-actions').locator('[data-action="delete"]');

  async function selectFirst(status: string) {
    await page.goto(`/trading/invoice?status=${status}`);
    const firstStatus = page
      .locator('[data-testid="search-table"] tbody tr [data-field="status"]')
      .first();
    await firstStatus.waitFor();
    await page.locator('tbody tr .p-selection-column .p-checkbox').first().click();
  }

  it('is offered for a selected draft', async () => {
    await selectFirst('DRAFT');
    await expect.poll(() => deleteButton().isEnabled()).toBe(true);
  });

  it('stays off for a financed invoice and says why', async () => {
    await selectFirst('FINANCED');
    await expect.poll(() => deleteButton().isDisabled()).toBe(true);
    // PrimeReact shows a disabled button's tooltip from the wrapper it puts around it.
    await deleteButton().locator('xpath=..').hover();
    await expect
      .poll(() => page.locator('.p-tooltip').textContent(), { timeout: 10_000 })
      .toContain('cannot be deleted');
  });
});
