import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ordersAwaitingBuyer, type PendingOrder } from './support/finance-order-confirm';
import { signedInPage } from './support/signed-in-page';

/**
 * The buyer's rights confirmation (issue 18 step 5, docs/finance-orders.md): the confirm list
 * links each order to /finance/finance-order/:id/confirm, which the buyer (no finance menu) may
 * open; it shows the order whole and read-only with its approval history, and Confirm rights asks
 * first. The orders are this file's own: EUR story receivables INV-C001-G05, INV-C001-G06 and
 * PO-C001-G03, applied for by `supplier` (C001) and passed by the funder through the API.
 */
const LIST = '/finance/finance-order/confirm';

const dialog = (page: Page) => page.locator('.p-confirm-dialog');
const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message').filter({ hasText: text });
const statusTag = (page: Page) => page.getByTestId('order-status');
const confirmButton = (page: Page) =>
  page.getByTestId('detail-actions').getByRole('button', { name: 'Confirm rights' });
const listRow = (page: Page, order: PendingOrder) =>
  page.getByTestId('confirm-list').locator('tbody tr').filter({ hasText: order.financeNo });

// Set by the buyer's describe; the later describes look at the order it confirmed.
let single: PendingOrder;
let first: PendingOrder;
let second: PendingOrder;

describe('the buyer confirms a finance order', () => {
  const session = signedInPage('buyer');
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    [single, first, second] = await ordersAwaitingBuyer(
      [{ kind: 'INVOICE', id: 'INV-C001-G05' }],
      [{ kind: 'INVOICE', id: 'INV-C001-G06' }],
      [{ kind: 'PO', id: 'PO-C001-G03' }],
    );
  });

  it('opens the order from the confirm list with its facts, receivables and history', async () => {
    await page.goto(LIST);
    await listRow(page, single).getByRole('link', { name: single.financeNo }).click();
    await page.waitForURL(`**/finance/finance-order/${single.id}/confirm`);

    await page
      .getByRole('heading', {
        level: 1,
        name: `Confirm rights of finance order ${single.financeNo}`,
      })
      .waitFor();
    await expect(statusTag(page).getAttribute('data-status')).resolves.toBe(
      'PENDING_RIGHTS_CONFIRMATION',
    );
    const facts = page.getByTestId('order-facts');
    await expect(facts.textContent()).resolves.toContain('Northwind Retail Group Pte. Ltd.');
    await expect(facts.textContent()).resolves.toContain('EUR');
    // The invoice shows under its own number (the seed's display number, not its id).
    const receivables = page.getByTestId('order-receivables');
    await receivables.locator('tbody tr').filter({ hasText: 'Invoices' }).waitFor();
    await expect(receivables.locator('tbody tr').count()).resolves.toBe(1);
    await page.getByTestId('order-trial-figures').waitFor();

    // The buyer is no party to the workflow: its rows come through financingOrderApproveList.
    const history = page.getByTestId('approval-flow').getByTestId('approval-history');
    await history.locator('[data-operation="PASSED"]').waitFor();
    const operations = await history.locator('tbody [data-operation]').allTextContents();
    expect(operations).toEqual(['Submitted', 'Passed']);
    // Read-only: no comment box, no verdicts.
    await expect(page.getByTestId('approval-decision').count()).resolves.toBe(0);

    // The breadcrumb links only what the buyer may open: its confirm list, not the order list.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link').allTextContents()).resolves.toEqual([
      'Confirm finance order',
    ]);
    await expect(crumbs.textContent()).resolves.toContain('Finance orders');
  });

  it('asks before confirming: Cancel leaves it pending, Confirm rights confirms', async () => {
    await confirmButton(page).click();
    const message = dialog(page).locator('.p-confirm-dialog-message');
    await message.waitFor();
    await expect(message.textContent()).resolves.toMatch(
      new RegExp(`owes the 1 receivable of finance order ${single.financeNo} \\(EUR [\\d,.]+\\)`),
    );
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect(statusTag(page).getAttribute('data-status')).resolves.toBe(
      'PENDING_RIGHTS_CONFIRMATION',
    );

    await confirmButton(page).click();
    await dialog(page).getByRole('button', { name: 'Confirm rights' }).click();
    await toast(
      page,
      `You confirmed the receivables of finance order ${single.financeNo}.`,
    ).waitFor();
    await page.locator('[data-testid="order-status"][data-status="APPROVED"]').waitFor();
    await expect(statusTag(page).textContent()).resolves.toBe('Approved');
    await expect(confirmButton(page).count()).resolves.toBe(0);
    await page.getByText('This finance order is not awaiting your confirmation.').waitFor();
  });

  it('confirms two orders at once from the list; a page left open is then refused', async () => {
    // This tab keeps the first order's confirm page open from before the batch.
    await page.goto(`/finance/finance-order/${first.id}/confirm`);
    await confirmButton(page).waitFor();

    const list = await session.context.newPage();
    try {
      await list.goto(LIST);
      for (const order of [first, second]) {
        await listRow(list, order).locator('.p-checkbox').click();
      }
      await list.getByRole('button', { name: 'Confirm (2)' }).click();
      await expect(dialog(list).locator('.p-confirm-dialog-message').textContent()).resolves.toBe(
        'Confirm the receivables of 2 finance orders?',
      );
      await dialog(list).getByRole('button', { name: 'Confirm rights' }).click();
      await toast(list, 'You confirmed 2 finance orders.').waitFor();
      await listRow(list, first).waitFor({ state: 'detached' });
      await expect(listRow(list, second).count()).resolves.toBe(0);
    } finally {
      await list.close();
    }

    // The open page still offers the step; the server refuses it and the page stays.
    await confirmButton(page).click();
    await dialog(page).getByRole('button', { name: 'Confirm rights' }).click();
    const refused = toast(page, 'The action was refused');
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain(`Finance order ${first.financeNo} is`);
    expect(new URL(page.url()).pathname).toBe(`/finance/finance-order/${first.id}/confirm`);
    await confirmButton(page).waitFor();
  });
});

describe('the confirm page for the other parties', () => {
  const session = signedInPage('funder');

  it('shows the funder the same order read-only, without the step', async () => {
    const page = session.page;
    await page.goto(`/finance/finance-order/${single.id}/confirm`);
    await page.locator('[data-testid="order-status"][data-status="APPROVED"]').waitFor();
    await page.getByTestId('approval-history').locator('[data-operation="PASSED"]').waitFor();
    await page.getByText('This finance order is not awaiting your confirmation.').waitFor();
    await expect(confirmButton(page).count()).resolves.toBe(0);
    await expect(page.getByTestId('approval-decision').count()).resolves.toBe(0);
  });
});

describe('the confirm page for a company that is no party', () => {
  // Lotus (C004, `company` acting as SUPPLIER) may open finance orders, but this one is
  // Evergreen's. (supplier-dbs and supplier-pool may not open the page at all: their business
  // types take finance orders away.)
  const session = signedInPage('company');

  it('answers as for an order that does not exist', async () => {
    const page = session.page;
    await page.goto('/home?__role=supplier');
    await page.getByText('Company role: supplier').waitFor();
    await page.goto(`/finance/finance-order/${single.id}/confirm`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This finance order does not exist or is not shared with your company.' })
      .waitFor();
    await expect(page.getByTestId('order-facts').count()).resolves.toBe(0);
    await expect(confirmButton(page).count()).resolves.toBe(0);
  });
});
