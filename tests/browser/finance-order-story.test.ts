import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { EligibleReceivableRow } from '../../src/api/endpoints/finance-order/picker-schemas';
import { formatMoney } from '../../src/shared/format/money';
import { signIn as apiSignIn } from '../contract/helpers/api';
import { baseUrl, launchBrowser } from './support/browser';
import {
  STORY_BUYER,
  eligibleInvoice,
  invoicePdf,
  isCurrencyBusinessDay,
  isoOfShown,
  listRow,
  listShowsStatus,
  orderFacts,
  serverTrial,
} from './support/finance-story';
import { signedInAs } from './support/portal-session';

/**
 * Issue 18's story across three users in one run, in Chromium against the real server and
 * through the pages (the API only reads facts to check them): `supplier` (C001) applies for USD
 * financing of its invoice INV-C001-F01 (no other test's) with a generated invoice PDF whose
 * fields recognition reads, `funder` (C003) approves it, `buyer` (C002) confirms it owes the
 * invoice, the funder pays out; each party sees the order move in its own lists, and the payout
 * lands on the payment list of both the funder and the supplier.
 */
const PRODUCT = 'P001';
const CURRENCY = 'USD';
const INVOICE_ID = 'INV-C001-F01';
const FUNDER = 'Summit Trade Capital';
const ORDERS = '/finance/finance-order';
const PAYMENTS = '/payment/financing';
const VIEW = { language: 'en-US', theme: 'theme-dark' } as const;

const usd = (amount: string) => `${CURRENCY} ${formatMoney(amount, CURRENCY)}`;

describe('a finance order from application to payout, across supplier, funder and buyer', () => {
  let browser: Browser;
  let supplier: Page;
  let funder: Page;
  let buyer: Page;
  let supplierToken: string;
  let funderToken: string;
  let invoice: EligibleReceivableRow;
  let orderId = '';
  let financeNo = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    supplierToken = await apiSignIn('supplier', baseUrl());
    funderToken = await apiSignIn('funder', baseUrl());
    invoice = await eligibleInvoice(supplierToken, CURRENCY, INVOICE_ID);
    ({ page: supplier } = await signedInAs(browser, 'supplier', VIEW));
    ({ page: funder } = await signedInAs(browser, 'funder', VIEW));
    ({ page: buyer } = await signedInAs(browser, 'buyer', VIEW));
  });
  afterAll(async () => {
    await browser.close();
  });

  const dialog = (page: Page) => page.locator('.p-confirm-dialog');
  const toast = (page: Page, text: string) =>
    page.locator('.p-toast-message').filter({ hasText: text });
  const statusTag = (page: Page) => page.getByTestId('order-status');

  it('supplier: applies through the wizard with a recognised invoice and submits', async () => {
    const page = supplier;
    await page.goto(ORDERS);
    await page.getByRole('button', { name: 'New application' }).click();
    await page.waitForURL('**/finance/finance-order/add');

    const wizard = page.getByTestId('apply-wizard');
    const next = () => wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await page.locator(`#financingProductId-${PRODUCT}`).click();
    await next();
    await page.getByTestId('choices-funderCompanyId').getByText(FUNDER).click();
    await next();
    await page.getByTestId('choices-buyerName').getByText(STORY_BUYER).click();
    await next();

    // Invoices are the default kind; the compose table offers this buyer's eligible USD ones.
    const candidates = page.getByTestId('compose-candidates');
    const offered = candidates.locator('tbody tr').filter({ hasText: invoice.number });
    await offered.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByTestId('compose-selected')
      .locator('tbody tr')
      .filter({ hasText: invoice.number })
      .waitFor();
    await next();
    // The submit step draws its own cards: no empty card titled with the step's name.
    await page.getByTestId('live-trial').waitFor();
    expect(await page.getByTestId('apply-step-4').count()).toBe(0);

    // The due date from the holiday-aware picker: the first day it offers two months on.
    await page.locator('[data-field="dueDate"]').getByRole('button').click();
    const calendar = page.locator('.p-datepicker');
    await calendar.locator('.p-datepicker-next').click();
    await calendar.locator('.p-datepicker-next').click();
    await calendar
      .locator('td:not([data-p-other-month="true"]) [data-p-disabled="false"]')
      .first()
      .click();
    await calendar.waitFor({ state: 'detached' });
    const dueDate = isoOfShown(await page.locator('#field-dueDate').inputValue());
    expect(await isCurrencyBusinessDay(supplierToken, CURRENCY, dueDate)).toBe(true);

    // The live trial shows what the server's own trial answers for the same selection.
    const expected = await serverTrial(supplierToken, {
      productId: PRODUCT,
      invoiceId: invoice.id,
      dueDate,
    });
    const figures = page.getByTestId('live-trial-figures');
    await figures
      .locator('[data-field="financingAmount"]', { hasText: usd(expected.financingAmount) })
      .waitFor();
    expect(await figures.locator('[data-field="netAmount"]').textContent()).toBe(
      usd(expected.netAmount),
    );

    // The receiving account, found by its label whichever control draws it.
    // Opened from the keyboard: the select draws its label over the focusable input.
    await page.getByLabel('Receiving account').focus();
    await page.keyboard.press('Enter');
    const accounts = page.locator('.p-dropdown-panel');
    await accounts.getByRole('option', { disabled: false }).first().click();
    await accounts.waitFor({ state: 'detached' });

    // The invoice document: recognition reads its fields, shown for the user to confirm.
    await page.getByTestId('ocr-input-0').setInputFiles({
      name: 'invoice-f01.pdf',
      mimeType: 'application/pdf',
      buffer: await invoicePdf(invoice),
    });
    const panel = page.getByTestId('recognized-fields');
    await panel.getByRole('heading', { name: 'Read from invoice-f01.pdf' }).waitFor();
    const read = (field: string) => panel.locator(`tr[data-field="${field}"] td`).first();
    expect(await read('invoiceNo').textContent()).toBe(invoice.number);
    // Dates read as every date of the portal does (YYYY/MM/DD), not as recognition's ISO.
    expect(await read('issueDate').textContent()).toBe(invoice.issueDate.replaceAll('-', '/'));
    expect(await read('dueDate').textContent()).toBe(invoice.dueDate.replaceAll('-', '/'));
    expect(await read('currency').textContent()).toBe(invoice.currency);
    expect(await read('invoiceAmount').textContent()).toBe(invoice.amount);
    expect(await read('buyerName').textContent()).toBe(STORY_BUYER);
    await panel.getByRole('button', { name: 'Fill empty fields' }).click();
    await panel.waitFor({ state: 'detached' });

    // The contract preview is a real PDF of these figures.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Preview contract' }).click();
    const contract = await readFile(await (await download).path());
    expect(contract.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await wizard.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page)
      .getByText(`Submit the application for ${usd(expected.financingAmount)}`)
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/finance\/finance-order\/[^/]+\/detail$/);
    await statusTag(page).and(page.locator('[data-status="PENDING_APPROVAL"]')).waitFor();
    orderId = /\/finance\/finance-order\/([^/]+)\/detail$/.exec(page.url())?.[1] ?? '';
    const order = await orderFacts(supplierToken, orderId);
    financeNo = order.financeNo;
    expect(await page.getByTestId('record-title').textContent()).toContain(financeNo);
    expect(order.receivables.map((r) => r.id)).toEqual([INVOICE_ID]);
    expect(order.trial?.netAmount).toBe(expected.netAmount);
    expect(order.attachments.map((a) => a.fileName)).toContain('invoice-f01.pdf');

    await listShowsStatus(page, ORDERS, financeNo, 'Pending approval');
  }, 180_000);

  it('funder: finds it on its list and passes it on the approval card', async () => {
    const page = funder;
    await listShowsStatus(page, ORDERS, financeNo, 'Pending approval');
    await listRow(page, financeNo).getByRole('link', { name: financeNo }).click();
    await page.waitForURL(`**/finance/finance-order/${orderId}/detail`);
    const card = page.getByTestId('approval-flow');
    await card.getByTestId('approval-decision').waitFor();
    // The deciding funder's card comes right after the facts, before the receivables.
    const order = await page
      .locator('[data-testid="approval-flow"], [data-testid="order-receivables"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(order).toEqual(['approval-flow', 'order-receivables']);
    await card.locator('[data-action="pass"]').click();
    await toast(page, 'Operation succeeded').waitFor();
    await statusTag(page)
      .and(page.locator('[data-status="PENDING_RIGHTS_CONFIRMATION"]'))
      .waitFor();
    await card.getByTestId('approval-decision').waitFor({ state: 'detached' });

    await listShowsStatus(page, ORDERS, financeNo, 'Awaiting rights confirmation');
    await listShowsStatus(supplier, ORDERS, financeNo, 'Awaiting rights confirmation');
  });

  it('buyer: confirms the rights on its confirmation list, which then no longer shows it', async () => {
    const page = buyer;
    await page.goto(`${ORDERS}/confirm`);
    const row = page.getByTestId('confirm-list').locator('tbody tr').filter({ hasText: financeNo });
    await row.waitFor();
    await row.getByRole('button', { name: `Confirm rights ${financeNo}` }).click();
    await dialog(page).getByText(`finance order ${financeNo}`).waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm rights' }).click();
    await toast(page, `You confirmed the receivables of finance order ${financeNo}.`).waitFor();
    await row.waitFor({ state: 'detached' });

    await listShowsStatus(funder, ORDERS, financeNo, 'Approved');
    await listShowsStatus(supplier, ORDERS, financeNo, 'Approved');
  });

  it('funder: disburses it; the funding card shows the payout and both payment lists list it', async () => {
    const page = funder;
    await page.goto(`${ORDERS}/${orderId}/detail`);
    await statusTag(page).and(page.locator('[data-status="APPROVED"]')).waitFor();
    await page.getByTestId('detail-actions').locator('[data-action="disburse"]').click();
    await dialog(page).getByText(`of finance order ${financeNo} as paid out`).waitFor();
    await dialog(page).getByRole('button', { name: 'Disburse' }).click();
    await toast(page, `Finance order ${financeNo} was paid out.`).waitFor();
    await statusTag(page).and(page.locator('[data-status="DISBURSED"]')).waitFor();

    const paid = (await orderFacts(funderToken, orderId)).fundingInfo;
    expect(paid).toBeTruthy();
    const funding = page.getByTestId('order-funding');
    await funding
      .locator('[data-field="paidAmount"]', { hasText: usd(paid?.paidAmount ?? '') })
      .waitFor();
    expect(await funding.locator('[data-field="valueDate"]').textContent()).toBe(
      (paid?.valueDate ?? '').replaceAll('-', '/'),
    );

    await listShowsStatus(page, ORDERS, financeNo, 'Disbursed');
    await listShowsStatus(supplier, ORDERS, financeNo, 'Disbursed');
    for (const party of [funder, supplier]) {
      await party.goto(`${PAYMENTS}?financeNo=${encodeURIComponent(financeNo)}`);
      await listRow(party, financeNo).waitFor();
    }
  });
});
