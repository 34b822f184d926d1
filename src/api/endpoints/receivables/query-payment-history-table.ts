import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, isoDate, money, pagedTableBody, pagedTableData } from './common';

/** Columns of the table: the fields of its rows that paging, filters and the modes may name. */
export const paymentHistoryColumns = {
  id: 'int',
  receivableId: 'int',
  invoiceNo: 'text',
  buyerCode: 'text',
  buyerName: 'text',
  currency: 'text',
  paymentDate: 'date',
  amount: 'money',
} as const;

export const paymentHistoryRow = z.object({
  id: z.number().int(),
  receivableId: z.number().int(),
  invoiceNo: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  currency: z.string(),
  paymentDate: isoDate,
  amount: money,
});

/** Paged payments received (default order: paymentDate descending, then id). */
export const queryPaymentHistoryTable = defineEndpoint({
  id: 'receivables.queryPaymentHistoryTable',
  method: 'POST',
  path: `${AR_BASE}/queryPaymentHistoryTable`,
  body: pagedTableBody(paymentHistoryColumns),
  data: pagedTableData(paymentHistoryRow),
});
