import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';
import { formDate, pickBuyer, pickOption, typeDate } from './support/form-inputs';

/**
 * The purchase-order forms (issue 5) in real Chromium against the reference server: Create opens
 * the configured form, the shared rules check it, Submit goes through the outbox and waits for
 * the server, a rejection keeps everything typed and says why, a draft may be incomplete, and a
 * financed order opens its update form with only due date and remark editable. Signs in as
 * `supplier-pool` (company C006) so the supplier's purchase counts in other tests stay seeded.
 */
describe('purchase-order forms', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
    // Leaving a changed form by address asks the browser's question (beforeunload): leave.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  const field = (name: string) => page.locator(`[data-field="${name}"]`);

  async function fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) {
      if (name === 'currency') await pickOption(page, 'currency', value);
      else if (name === 'buyerName') await pickBuyer(page, value);
      else if (name.endsWith('Date')) await typeDate(page, name, value);
      else await page.locator(`#field-${name}`).fill(value);
    }
  }

  const order = {
    poNo: `PO-BROWSER-${Date.now()}`,
    buyerName: 'Sakura Devices K.K.',
    currency: 'US Dollar',
    amount: '48000',
    issueDate: formDate(0),
    dueDate: formDate(60),
  };

  it('opens from Create and checks required fields, keeping what was typed', async () => {
    await page.goto('/trading/purchase');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/trading/purchase/add');
    await page.getByTestId('record-form').getByRole('group', { name: 'Purchase order' }).waitFor();
    await fill({ poNo: order.poNo });
    await page.getByRole('button', { name: 'Submit' }).click();
    await field('buyerName').getByRole('alert').waitFor();
    await field('dueDate').getByRole('alert').waitFor();
    expect(await page.locator('#field-poNo').inputValue()).toBe(order.poNo);
  });

  it('submits through the outbox; the new order is listed as open', async () => {
    await fill(order);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page.waitForURL(/\/trading\/purchase\/details\//);
    await page.goto(`/trading/purchase?poNo=${order.poNo}`);
    const row = page.locator('[data-testid="search-table"] tbody tr').first();
    await row.locator('[data-field="status"]', { hasText: 'Open' }).waitFor();
    expect(await row.locator('[data-field="amount"]').textContent()).toContain('48,000.00');
  });

  it('shows the server’s rejection on the field and keeps the form as typed', async () => {
    await page.goto('/trading/purchase/add');
    await page.getByTestId('record-form').getByRole('group', { name: 'Purchase order' }).waitFor();
    await fill({ ...order, amount: '1234' });
    await page.getByRole('button', { name: 'Submit' }).click();
    // The number is the one just saved: only the server knows it is taken.
    await field('poNo').getByRole('alert').waitFor();
    expect(page.url()).toContain('/trading/purchase/add');
    expect(await page.locator('#field-buyerName').inputValue()).toBe(order.buyerName);
    expect(await page.locator('#field-poNo').inputValue()).toBe(order.poNo);
    expect(await page.locator('#field-amount').inputValue()).toBe('1,234.00');
  });

  it('saves an incomplete draft', async () => {
    await page.goto('/trading/purchase/add');
    await page.getByTestId('record-form').getByRole('group', { name: 'Purchase order' }).waitFor();
    const draft = `PO-DRAFT-${Date.now()}`;
    await fill({ poNo: draft });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page.waitForURL(/\/trading\/purchase\/details\//);
    await page.goto(`/trading/purchase?poNo=${draft}`);
    await page
      .locator('[data-testid="search-table"] tbody tr [data-field="status"]', { hasText: 'Draft' })
      .waitFor();
  });

  it('edits a financed order as an update: only due date and remark can change', async () => {
    await page.goto('/trading/purchase?status=FINANCED');
    await page
      .locator('[data-testid="search-table"] tbody tr [data-field="status"]')
      .first()
      .waitFor();
    await page.locator('tbody tr .p-selection-column .p-checkbox').first().click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/trading\/purchase\/edit\//);
    await page.getByTestId('record-form').getByRole('group', { name: 'Purchase order' }).waitFor();
    await expect(page.locator('#field-poNo').isDisabled()).resolves.toBe(true);
    await expect(page.locator('#field-dueDate').isDisabled()).resolves.toBe(false);
    expect(await page.locator('#field-poNo').inputValue()).not.toBe('');
  });
});

/**
 * The drag-sortable editable table (a configured `table` container: the order lines) and the
 * exchange-rate pair on the purchase-order form, saved and read back in the order given.
 */
describe('purchase-order lines and exchange rates', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
    // Leaving a changed form by address asks the browser's question (beforeunload): leave.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  const lines = () => page.locator('[data-field="lines"]');
  const cell = (key: string, row: number) =>
    lines().locator(`tbody tr`).nth(row).locator(`[data-field="${key}"]`);
  const pick = (field: string, option: string) => pickOption(page, field, option);

  it('adds, checks, reorders and saves lines and the rate pair; the edit form reads them back', async () => {
    await page.goto('/trading/purchase/add');
    await page.getByTestId('record-form').getByRole('group', { name: 'Purchase order' }).waitFor();
    const poNo = `PO-LINES-${Date.now()}`;
    await page.locator('#field-poNo').fill(poNo);
    await pickBuyer(page, 'Sakura Devices K.K.');
    await pick('currency', 'US Dollar');
    // Two lines of 40 and 3 at 10.00 each: the lines add up to the order amount.
    await page.locator('#field-amount').fill('430');
    await typeDate(page, 'issueDate', formDate(0));
    await typeDate(page, 'dueDate', formDate(60));

    // The same currency on both sides: 1 and 1, shown as '-'.
    await pick('settlementCurrency', 'US Dollar');
    await page.getByTestId('purchase-rate-from-dash').waitFor();
    // A different one clears the pair and asks for the rates.
    await pick('settlementCurrency', 'Chinese Yuan');
    await page.locator('#purchase-rate-to').fill('7.1234');
    await page.locator('#purchase-rate-from').fill('1');

    for (const [description, quantity] of [
      ['Cartons', '40'],
      ['Pallets', '2.5'],
    ]) {
      await lines().locator('[data-action="add-row"]').click();
      const row = (await lines().locator('tbody tr').count()) - 1;
      await cell('description', row).fill(String(description));
      await cell('quantity', row).fill(String(quantity));
      await cell('unitPrice', row).fill('10');
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    // A cell's failure is listed with its line, and nothing typed is lost.
    await lines().getByRole('alert').filter({ hasText: 'Line 2' }).waitFor();
    expect(await cell('quantity', 1).inputValue()).toBe('2.5');
    await cell('quantity', 1).fill('3');
    // Pallets first: the keyboard's way of moving a line.
    await lines().locator('tbody tr').nth(1).getByRole('button', { name: 'Move up' }).click();
    expect(await cell('description', 0).inputValue()).toBe('Pallets');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page.waitForURL(/\/trading\/purchase\/details\//);

    await page.goto(`/trading/purchase?poNo=${poNo}`);
    await page.locator('tbody tr .p-selection-column .p-checkbox').first().click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/trading\/purchase\/edit\//);
    await cell('description', 1).waitFor();
    expect(await cell('description', 0).inputValue()).toBe('Pallets');
    expect(await cell('quantity', 0).inputValue()).toBe('3');
    expect(await cell('description', 1).inputValue()).toBe('Cartons');
    expect(await page.locator('#purchase-rate-to').inputValue()).toContain('7.1234');
    // Dragged by its handle, Cartons goes back above Pallets.
    await lines()
      .locator('tbody tr')
      .nth(1)
      .locator('.p-datatable-reorderablerow-handle')
      .dragTo(lines().locator('tbody tr').nth(0), { targetPosition: { x: 20, y: 2 } });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>(
          '[data-field="lines"] tbody tr [data-field="description"]',
        )?.value === 'Cartons',
    );

    // The details page shows what was saved (the drag above was not): lines in order, the rates.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`/trading/purchase/details/${id}`);
    const saved = page.getByTestId('purchase-lines');
    await saved.locator('tbody tr').nth(1).waitFor();
    expect(await saved.locator('tbody tr').first().textContent()).toContain('Pallets');
    expect(await saved.locator('[data-field="exchangeRate"]').textContent()).toContain('7.1234');
    expect(await saved.locator('[data-field="settlementCurrency"]').textContent()).toContain(
      'Chinese Yuan',
    );
  });
});
