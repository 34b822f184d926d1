import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';
import { formDate, pickBuyer, pickOption, typeDate } from './support/form-inputs';

/**
 * The form conventions of issue 17 on the purchase-order and invoice forms, in real Chromium
 * against the reference server: dates picked and shown as YYYY/MM/DD with the calendar, the
 * remark card stopping at 500 characters, a server refusal shown on its field with everything
 * typed kept, leaving a changed form asks first, save ends with a toast on the record's detail
 * page titled by its business number, choosing purchase orders fills in the invoice, and the
 * invoice form never makes the page scroll sideways at 1280 px. Signs in as `supplier-pool`
 * (it creates records; the supplier's counts stay as seeded).
 */
describe('form conventions', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const field = (name: string) => page.locator(`[data-field="${name}"]`);
  const openForm = async (path: string) => {
    await page.goto(path);
    await page.locator('#field-dueDate').waitFor();
  };
  const poNo = `PO-CONV-${Date.now()}`;

  async function fillOrder(number: string) {
    await page.locator('#field-poNo').fill(number);
    await pickBuyer(page, 'Sakura', /Sakura Devices K\.K\./);
    await pickOption(page, 'currency', 'US Dollar');
    await page.locator('#field-amount').fill('48000');
    await typeDate(page, 'issueDate', formDate(0));
    await typeDate(page, 'dueDate', formDate(60));
  }

  it('picks and shows dates as YYYY/MM/DD with the calendar, not the browser’s own input', async () => {
    await openForm('/trading/purchase/add');
    const due = page.locator('#field-dueDate');
    expect(await due.getAttribute('type')).toBe('text');
    expect(await due.getAttribute('placeholder')).toBe('YYYY/MM/DD');
    await field('dueDate').getByRole('button').click();
    await page.locator('.p-datepicker').waitFor();
    // The button bar's Today writes today in the user's format.
    await page.locator('.p-datepicker-buttonbar').getByRole('button', { name: 'Today' }).click();
    expect(await due.inputValue()).toBe(formDate(0));
    await typeDate(page, 'issueDate', '2026/11/02');
    expect(await page.locator('#field-issueDate').inputValue()).toBe('2026/11/02');
  });

  it('stops the remark at 500 characters and counts them', async () => {
    const remark = field('remark').getByTestId('remark-text');
    await remark.fill('x'.repeat(510));
    expect((await remark.inputValue()).length).toBe(500);
    expect(await field('remark').getByTestId('remark-counter').textContent()).toBe('500 / 500');
  });

  it('checks the record’s rules on the field before sending anything', async () => {
    let saves = 0;
    const count = () => {
      saves += 1;
    };
    page.on('request', (request) => {
      if (request.url().includes('/records/save')) count();
    });
    await openForm('/trading/purchase/add');
    await fillOrder(`PO-RULES-${Date.now()}`);
    await typeDate(page, 'dueDate', formDate(-1));
    await page.getByRole('button', { name: 'Submit' }).click();
    await field('dueDate')
      .getByRole('alert')
      .filter({ hasText: 'cannot be before the issue date' })
      .waitFor();
    expect(await page.locator('#field-dueDate').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toBe(0);
    page.removeAllListeners('request');
    // Leaving the refused form: Discard (the leave guard is checked below).
    page.once('dialog', (dialog) => void dialog.accept());
  });

  it('ties the buyer search select to its requirement and error like every input', async () => {
    await openForm('/trading/purchase/add');
    const buyer = page.locator('#field-buyerName');
    expect(await buyer.getAttribute('aria-required')).toBe('true');
    expect(await buyer.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Submit' }).click();
    await field('buyerName').getByRole('alert').waitFor();
    expect(await buyer.getAttribute('aria-invalid')).toBe('true');
    expect((await buyer.getAttribute('aria-describedby'))?.split(' ')).toContain(
      'field-buyerName-error',
    );
  });

  it('saves with a toast and opens the new order titled by its number', async () => {
    await openForm('/trading/purchase/add');
    await fillOrder(poNo);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page.waitForURL(/\/trading\/purchase\/details\//);
    await page
      .getByTestId('record-title')
      .filter({ hasText: `Purchase order ${poNo}` })
      .waitFor();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await page.getByTestId('record-title').textContent()).not.toContain(id);
  });

  it('shows a server refusal on its field and keeps everything typed', async () => {
    await openForm('/trading/purchase/add');
    // The number is taken: only the server can know.
    await fillOrder(poNo);
    await page.locator('#field-remark').fill('kept as typed');
    await page.getByRole('button', { name: 'Submit' }).click();
    await field('poNo').getByRole('alert').waitFor();
    expect(await page.locator('#field-poNo').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/trading/purchase/add');
    expect(await page.locator('#field-poNo').inputValue()).toBe(poNo);
    expect(await page.locator('#field-buyerName').inputValue()).toBe('Sakura Devices K.K.');
    expect(await page.locator('#field-dueDate').inputValue()).toBe(formDate(60));
    expect(await page.locator('#field-remark').inputValue()).toBe('kept as typed');
  });

  it('asks before leaving a changed form; Stay keeps it, Discard leaves', async () => {
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Leave this form?').waitFor();
    await dialog.getByRole('button', { name: 'Stay on the form' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/trading/purchase/add');
    expect(await page.locator('#field-poNo').inputValue()).toBe(poNo);
    // A menu link asks too.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL('**/home');
  });

  it('leaves an unchanged form without asking', async () => {
    await openForm('/trading/purchase/add');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/trading\/purchase(\?|$)/);
    expect(await page.getByText('Leave this form?').count()).toBe(0);
  });

  it('fills buyer, currency and amount from the chosen purchase orders', async () => {
    await openForm('/trading/invoice/add');
    const candidates = page.getByTestId('compose-candidates');
    await candidates.getByRole('textbox', { name: 'Search' }).fill(poNo);
    await candidates.getByRole('textbox', { name: 'Search' }).press('Enter');
    const row = candidates.locator('tbody tr', { hasText: poNo });
    await row.locator('[data-action="add"]').click();
    await page.getByTestId('compose-selected').locator('tbody tr', { hasText: poNo }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('#field-buyerName')?.value ===
        'Sakura Devices K.K.',
    );
    expect(await field('currency').locator('.p-dropdown-label').textContent()).toBe('US Dollar');
    expect(await page.locator('#field-invoiceAmount').inputValue()).toBe('48,000.00');
    expect(await page.getByTestId('field-invoiceAmount-currency').textContent()).toBe('USD');
  });

  it('never scrolls the page sideways at 1280 px', async () => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
});
