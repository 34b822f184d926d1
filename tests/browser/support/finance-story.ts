import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { invoiceList } from '../../../src/api/endpoints/finance-order/invoice-list';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import type { EligibleReceivableRow } from '../../../src/api/endpoints/finance-order/picker-schemas';
import { trialCalculation } from '../../../src/api/endpoints/finance-order/trial-calculation';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import type { TrialResult } from '../../../src/shared/finance-order/trial-types';
import { call } from '../../contract/helpers/api';
import { baseUrl } from './browser';

/**
 * Facts the three-user finance story (tests/browser/finance-order-story.test.ts) reads through
 * the API to check what the pages show, and the invoice PDF it uploads. The story itself goes
 * through the pages only.
 */

export const STORY_BUYER = 'Northwind Retail Group Pte. Ltd.';

/** One of the supplier's eligible invoices to the story buyer, as the picker answers it. */
export async function eligibleInvoice(
  token: string,
  currency: string,
  id: string,
): Promise<EligibleReceivableRow> {
  const reply = await call(invoiceList, {
    baseUrl: baseUrl(),
    token,
    body: { buyerName: STORY_BUYER, currency, pageNum: 1, pageSize: 100 },
  });
  const rows = (reply.body.data as { list: EligibleReceivableRow[] } | undefined)?.list ?? [];
  const found = rows.find((r) => r.id === id);
  if (!found) throw new Error(`${id} is not offered (already financed by another run?)`);
  return found;
}

/** The server's own trial of one invoice with the most the advance rate allows. */
export async function serverTrial(
  token: string,
  input: { productId: string; invoiceId: string; dueDate: string },
): Promise<TrialResult> {
  const reply = await call(trialCalculation, {
    baseUrl: baseUrl(),
    token,
    body: {
      financingProductId: input.productId,
      receivables: [{ kind: 'INVOICE', id: input.invoiceId }],
      requestedAmount: null,
      dueDate: input.dueDate,
    },
  });
  if (reply.body.code !== 200) throw new Error(`trialCalculation: ${reply.body.message}`);
  return reply.body.data as TrialResult;
}

/** The order as the server holds it, read by one of its parties. */
export async function orderFacts(token: string, id: string): Promise<FinanceOrder> {
  const reply = await call(financeOrderDetail, { baseUrl: baseUrl(), token, query: { id } });
  return reply.body.data as FinanceOrder;
}

/** Whether `iso` is a business day of the currency's seeded calendar. */
export async function isCurrencyBusinessDay(
  token: string,
  currency: string,
  iso: string,
): Promise<boolean> {
  const reply = await call(holidayList, {
    baseUrl: baseUrl(),
    token,
    body: { currencyCode: [currency] },
  });
  return isBusinessDay(iso, reply.body.data as HolidayRecord[], countryOfCurrency(currency));
}

/** A one-page invoice whose text layer carries the invoice's real fields, as recognition reads. */
export async function invoicePdf(invoice: EligibleReceivableRow): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const amount = Number(invoice.amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const lines = [
    'COMMERCIAL INVOICE',
    `Invoice No. ${invoice.number}`,
    `Issue Date: ${invoice.issueDate}`,
    `Due Date: ${invoice.dueDate}`,
    `Buyer: ${invoice.buyerName}`,
    `Currency: ${invoice.currency}`,
    `Total Amount: ${amount}`,
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 28, size: 14, font }));
  return Buffer.from(await pdf.save());
}

/** `YYYY/MM/DD` (the portal's default date format) as ISO. */
export const isoOfShown = (shown: string): string => shown.replaceAll('/', '-');

/** The row of one finance order on a declared list, filtered to its number. */
export function listRow(page: Page, financeNo: string) {
  return page
    .locator('[data-testid="search-table"] tbody tr')
    .filter({ has: page.locator('[data-field="financeNo"]', { hasText: financeNo }) });
}

/**
 * Opens a declared list filtered to one finance number and waits until its row shows `status`
 * (the list is read again on every visit, so a step taken elsewhere shows on the next one).
 */
export async function listShowsStatus(
  page: Page,
  path: string,
  financeNo: string,
  status: string,
): Promise<void> {
  await page.goto(`${path}?financeNo=${encodeURIComponent(financeNo)}`);
  await listRow(page, financeNo).locator('[data-field="status"]', { hasText: status }).waitFor();
}
