import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * The list conventions of issue 17 (docs/search-list.md) on declared list pages, in Chromium
 * against the reference server: frozen number column, density kept per user, buttons that follow
 * the selection, confirmed Delete/Withdraw naming the records, business-number links, only
 * column filters as tags, and no page-level sideways scroll at 1280 px.
 */

const table = (page: Page) => page.getByTestId('search-table');
const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const action = (page: Page, id: string) =>
  page.getByTestId('search-actions').locator(`[data-action="${id}"]`);
const selectRow = (page: Page, n: number) =>
  rows(page).nth(n).locator('.p-selection-column .p-checkbox').click();
const confirmation = (page: Page) => page.locator('.p-confirm-dialog');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await rows(page).first().locator('[data-field]').first().waitFor();
}

describe('list conventions (supplier, reads only)', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('keeps the number column in view when the table scrolls right', async () => {
    await open(page, '/trading/purchase');
    const wrapper = page.locator('[data-testid="search-table"] .p-datatable-wrapper');
    const scrolled = await wrapper.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    // The table is wider than its box at 1280 px, so it did scroll.
    expect(scrolled).toBeGreaterThan(0);
    const box = await wrapper.boundingBox();
    const number = await rows(page).first().locator('[data-field="poNo"]').boundingBox();
    const status = await rows(page).first().locator('[data-field="status"]').boundingBox();
    expect(box && number && status).toBeTruthy();
    if (!box || !number || !status) return;
    expect(number.x).toBeGreaterThanOrEqual(box.x);
    expect(number.x + number.width).toBeLessThanOrEqual(box.x + box.width);
    expect(status.x + status.width).toBeLessThanOrEqual(box.x + box.width);
  });

  it('keeps the chosen density over a reload, and compact rows are about 40 px', async () => {
    await open(page, '/trading/purchase');
    expect(await table(page).getAttribute('data-density')).toBe('compact');
    const height = (await rows(page).first().boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(34);
    expect(height).toBeLessThanOrEqual(44);
    await page.getByTestId('density-toggle').getByText('Comfortable').click();
    await expect.poll(() => table(page).getAttribute('data-density')).toBe('comfortable');
    await page.reload();
    await rows(page).first().locator('[data-field]').first().waitFor();
    expect(await table(page).getAttribute('data-density')).toBe('comfortable');
    await page.getByTestId('density-toggle').getByText('Compact').click();
    await expect.poll(() => table(page).getAttribute('data-density')).toBe('compact');
  });

  it('enables Edit and View with exactly one row, and counts the rows of a batch action', async () => {
    await open(page, '/trading/purchase?status=DRAFT');
    expect(await action(page, 'edit').isDisabled()).toBe(true);
    expect(await action(page, 'delete').textContent()).toBe('Delete');
    await selectRow(page, 0);
    await expect.poll(() => action(page, 'edit').isEnabled()).toBe(true);
    expect(await action(page, 'delete').textContent()).toBe('Delete (1)');
    await selectRow(page, 1);
    await expect.poll(() => action(page, 'edit').isDisabled()).toBe(true);
    expect(await action(page, 'view').isDisabled()).toBe(true);
    expect(await action(page, 'delete').textContent()).toBe('Delete (2)');
  });

  it('asks before a Withdraw, naming the finance order and its amount; Cancel leaves it', async () => {
    await open(page, '/finance/finance-order?status=DRAFT');
    const first = rows(page).first();
    const number = (await first.locator('[data-field="financeNo"]').textContent()) ?? '';
    const amount = (await first.locator('[data-field="applyAmount"]').textContent()) ?? '';
    const currency = (await first.locator('[data-field="currency"]').textContent()) ?? '';
    await selectRow(page, 0);
    await action(page, 'withdraw').click();
    await expect
      .poll(() => confirmation(page).locator('.p-confirm-dialog-message').textContent())
      .toBe(`Withdraw finance order ${number} (${currency} ${amount})?`);
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).waitFor({ state: 'detached' });
    expect(await first.locator('[data-field="financeNo"]').textContent()).toBe(number);
    expect(await first.locator('[data-field="status"]').textContent()).toBe('Draft');
  });

  it('links business numbers to their record', async () => {
    await open(page, '/trading/invoice');
    const link = rows(page).first().locator('[data-field="invoiceNo"] a');
    const number = await link.textContent();
    await link.click();
    await page.waitForURL(/\/trading\/invoice\/[^/]+\/detail/);
    expect(number).toBeTruthy();
    await open(page, '/finance/finance-order');
    await rows(page).first().locator('[data-field="financeNo"] a').click();
    await page.waitForURL(/\/finance\/finance-order\/[^/]+\/detail/);
  });

  it('shows only column filters as tags, never pageSize', async () => {
    // funderName is a column filter of the finance-order list, not one of its search fields.
    const funder = 'Meridian Supply Chain Capital Pte. Ltd.';
    await open(
      page,
      `/finance/finance-order?pageSize=50&pageNum=2&sort=x&funderName=${encodeURIComponent(funder)}`,
    );
    const tags = page.locator('[data-testid="filter-tags"] li');
    await tags.first().waitFor();
    expect(await tags.evaluateAll((els) => els.map((e) => e.getAttribute('data-filter')))).toEqual([
      'funderName',
    ]);
    expect(await tags.first().textContent()).toBe(`Funder: ${funder}`);
  });

  it('picks a date range in the user’s format (YYYY/MM/DD) and queries it as an ISO date', async () => {
    await open(page, '/trading/purchase');
    await page.getByTestId('search-toggle').click();
    const begin = page.locator('#search-issueDate');
    expect(await begin.getAttribute('placeholder')).toBe('YYYY/MM/DD');
    await begin.click();
    await page.locator('.p-datepicker').waitFor();
    await page.locator('.p-datepicker-buttonbar').getByRole('button', { name: 'Today' }).click();
    expect(await begin.inputValue()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await page.getByTestId('search-query').click();
    // The form shows the user's format; the address and the request carry the ISO date.
    await page.waitForURL(/issueDateBegin=\d{4}-\d{2}-\d{2}/);
  });

  it.each([
    '/trading/purchase',
    '/trading/invoice',
    '/finance/finance-order',
    '/confirmation/invoiceConfirmation',
    '/repayment/repaymentDetail',
  ])('%s does not scroll sideways as a whole at 1280 px', async (path) => {
    await open(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('a confirmed Delete (supplier-pool, changes data)', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('names the count, then toasts, refreshes the list and clears the selection', async () => {
    await open(page, '/trading/purchase?status=DRAFT');
    const numbers = async () => rows(page).locator('[data-field="poNo"]').allTextContents();
    const before = await numbers();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await selectRow(page, 0);
    await selectRow(page, 1);
    await action(page, 'delete').click();
    await expect
      .poll(() => confirmation(page).locator('.p-confirm-dialog-message').textContent())
      .toBe('Delete 2 purchase orders?');
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.p-toast-message').filter({ hasText: '2 purchase orders' }).waitFor();
    await expect.poll(numbers, { timeout: 10_000 }).not.toContain(before[0]);
    expect(await numbers()).not.toContain(before[1]);
    expect(await action(page, 'delete').textContent()).toBe('Delete');
  });
});
