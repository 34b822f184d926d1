import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, isoDate, money, pagedTableBody, pagedTableData } from './common';

/** Columns of the table: the fields of its rows that paging, filters and the modes may name. */
export const dilutionByBuyerColumns = {
  buyerCode: 'text',
  buyerName: 'text',
  currency: 'text',
  dilutionCount: 'int',
  dilutionAmount: 'money',
  lastDilutionDate: 'date',
} as const;

export const dilutionByBuyerRow = z.object({
  buyerCode: z.string(),
  buyerName: z.string(),
  currency: z.string(),
  dilutionCount: z.number().int(),
  dilutionAmount: money,
  lastDilutionDate: isoDate,
});

/** Paged dilution totals per buyer and currency (default order: buyerCode, currency). */
export const queryDilutionByBuyerTable = defineEndpoint({
  id: 'receivables.queryDilutionByBuyerTable',
  method: 'POST',
  path: `${AR_BASE}/queryDilutionByBuyerTable`,
  body: pagedTableBody(dilutionByBuyerColumns),
  data: pagedTableData(dilutionByBuyerRow),
});
