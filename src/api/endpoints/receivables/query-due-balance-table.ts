import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, isoDate, money, pagedTableBody, pagedTableData } from './common';

/** Columns of the table: the fields of its rows that paging, filters and the modes may name. */
export const dueBalanceColumns = {
  id: 'int',
  invoiceNo: 'text',
  buyerCode: 'text',
  buyerName: 'text',
  currency: 'text',
  issueDate: 'date',
  dueDate: 'date',
  amount: 'money',
  outstanding: 'money',
  status: 'text',
  financed: 'bool',
  updatedAt: 'timestamp',
} as const;

export const dueBalanceRow = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  currency: z.string(),
  issueDate: isoDate,
  dueDate: isoDate,
  amount: money,
  outstanding: money,
  status: z.string(),
  financed: z.boolean(),
  updatedAt: z.string(),
});

/** Paged receivables that still have an outstanding balance (default order: dueDate, then id). */
export const queryDueBalanceTable = defineEndpoint({
  id: 'receivables.queryDueBalanceTable',
  method: 'POST',
  path: `${AR_BASE}/queryDueBalanceTable`,
  body: pagedTableBody(dueBalanceColumns),
  data: pagedTableData(dueBalanceRow),
});
