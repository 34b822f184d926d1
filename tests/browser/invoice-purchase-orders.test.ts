import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * The multi-select compose table (spec 001 §2) on the invoice form, in real Chromium against the
 * reference server: the company's purchase orders above (5 a page, searched as typed), the
 * ones the invoice bills below; batch add warns when nothing is ticked; Enter in its search
 * searches and does not submit the invoice; the saved invoice lists the chosen orders. Signs in
 * as `supplier-dbs` so the supplier's invoice counts in other tests stay as seeded.
 */
describe('the invoice form picks its purchase orders with the compose table', () => {
  const session = signedInPage('supplier-dbs');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  const candidates = () => page.getByTestId('compose-candidates');
  const chosen = () => page.getByTestId('compose-selected');
  const candidateRows = () => candidates().locator('tbody tr');
  const poNumbers = (rows: ReturnType<typeof candidateRows>) =>
    rows.locator('[data-field="poNo"]').allTextContents();

  it('lists the purchase orders five a page and warns on a batch add with nothing ticked', async () => {
    await page.goto('/trading/invoice/add');
    await candidateRows().locator('[data-field="poNo"]').first().waitFor();
    expect(await candidateRows().count()).toBe(5);
    await candidates().locator('[data-action="batch-add"]').click();
    await page.getByText('Tick at least one row to add.').waitFor();
  });

  it('searches on Enter without submitting the invoice', async () => {
    const search = candidates().getByRole('textbox', { name: 'Search' });
    await search.fill('0002');
    await search.press('Enter');
    await page.waitForFunction(() => {
      const cells = document.querySelectorAll(
        '[data-testid="compose-candidates"] tbody [data-field="poNo"]',
      );
      return cells.length > 0 && [...cells].every((c) => (c.textContent ?? '').includes('0002'));
    });
    // A submitted form would show its required-field messages.
    expect(await page.locator('[data-field="invoiceNo"] [role="alert"]').count()).toBe(0);
    expect(page.url()).toContain('/trading/invoice/add');
  });

  it('adds ticked orders, deletes one, and saves the invoice billing the rest', async () => {
    await candidates().getByRole('textbox', { name: 'Search' }).fill('');
    await candidates().getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="compose-candidates"] tbody [data-field="poNo"]')
          .length === 5,
    );
    const [first, second, third] = await poNumbers(candidateRows());
    for (const i of [0, 1, 2]) {
      await candidateRows().nth(i).locator('.p-checkbox').click();
    }
    await candidates().locator('[data-action="batch-add"]').click();
    await chosen().locator('tbody [data-field="poNo"]').nth(2).waitFor();
    expect(await poNumbers(chosen().locator('tbody tr'))).toEqual([first, second, third]);
    await chosen().locator('tbody tr').nth(1).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="compose-selected"] tbody [data-field="poNo"]')
          .length === 2,
    );

    const invoiceNo = `INV-COMPOSE-${Date.now()}`;
    await page.locator('#field-invoiceNo').fill(invoiceNo);
    await page.locator('#field-buyerName').fill('Sakura Devices K.K.');
    await page.locator('[data-field="currency"] .p-dropdown').click();
    await page.getByRole('option', { name: 'US Dollar' }).click();
    await page.locator('#field-invoiceAmount').fill('12000');
    await page.locator('#field-issueDate').fill('2026-11-02');
    await page.locator('#field-dueDate').fill('2027-01-31');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await page.goto(`/trading/invoice?invoiceNo=${invoiceNo}`);
    const row = page.locator('[data-testid="search-table"] tbody tr').first();
    await row.locator('[data-field="poNo"]', { hasText: String(first) }).waitFor();
    expect((await row.locator('[data-field="poNo"]').textContent())?.trim()).toBe(
      `${first}, ${third}`,
    );
  });
});
