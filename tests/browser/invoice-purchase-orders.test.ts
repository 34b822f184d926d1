import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';
import { formBusinessDate, formDate, typeDate } from './support/form-inputs';

/**
 * The multi-select compose table (spec 001 §2) on the invoice form, in real Chromium against the
 * reference server: the company's purchase orders above (5 a page, searched as typed), the
 * ones the invoice bills below; batch add warns when nothing is ticked; Enter in its search
 * searches and does not submit the invoice; the orders chosen fill in the buyer, currency and
 * amount; the saved invoice lists the chosen orders. Signs in
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
    // Open orders: their open amount is what the invoice proposes to bill.
    const search = candidates().getByRole('textbox', { name: 'Search' });
    await search.fill('Open');
    await search.press('Enter');
    await page.waitForFunction(() => {
      const cells = document.querySelectorAll(
        '[data-testid="compose-candidates"] tbody [data-field="status"]',
      );
      return cells.length > 1 && [...cells].every((c) => c.textContent === 'Open');
    });
    const [first, second] = await poNumbers(candidateRows());
    const buyer = (
      await candidateRows().first().locator('[data-field="buyerName"]').textContent()
    )?.trim();
    for (const i of [0, 1]) {
      await candidateRows().nth(i).locator('.p-checkbox').click();
    }
    await candidates().locator('[data-action="batch-add"]').click();
    await chosen().locator('tbody [data-field="poNo"]').nth(1).waitFor();
    expect(await poNumbers(chosen().locator('tbody tr'))).toEqual([first, second]);
    await chosen().locator('tbody tr').nth(1).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="compose-selected"] tbody [data-field="poNo"]')
          .length === 1,
    );
    // The order left chose the buyer and currency; its open amount is proposed.
    expect(await page.locator('#field-buyerName').inputValue()).toBe(buyer);
    expect(await page.locator('#field-invoiceAmount').inputValue()).not.toMatch(/^(|0\.00)$/);

    const invoiceNo = `INV-COMPOSE-${Date.now()}`;
    await page.locator('#field-invoiceNo').fill(invoiceNo);
    await typeDate(page, 'issueDate', formDate(0));
    await typeDate(page, 'dueDate', formBusinessDate(60));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page
      .getByTestId('record-title')
      .filter({ hasText: `Invoice ${invoiceNo}` })
      .waitFor();

    await page.goto(`/trading/invoice?invoiceNo=${invoiceNo}`);
    const row = page.locator('[data-testid="search-table"] tbody tr').first();
    await row.locator('[data-field="poNo"]', { hasText: String(first) }).waitFor();
    expect((await row.locator('[data-field="poNo"]').textContent())?.trim()).toBe(first);
  });
});
