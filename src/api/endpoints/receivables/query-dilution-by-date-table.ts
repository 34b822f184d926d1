import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, isoDate, money, pagedTableBody, pagedTableData } from './common';

/** Columns of the table: the fields of its rows that paging, filters and the modes may name. */
export const dilutionByDateColumns = {
  dilutionDate: 'date',
  currency: 'text',
  dilutionCount: 'int',
  dilutionAmount: 'money',
} as const;

export const dilutionByDateRow = z.object({
  dilutionDate: isoDate,
  currency: z.string(),
  dilutionCount: z.number().int(),
  dilutionAmount: money,
});

/** Paged dilution totals per day and currency (default order: dilutionDate descending, currency). */
export const queryDilutionByDateTable = defineEndpoint({
  id: 'receivables.queryDilutionByDateTable',
  method: 'POST',
  path: `${AR_BASE}/queryDilutionByDateTable`,
  body: pagedTableBody(dilutionByDateColumns),
  data: pagedTableData(dilutionByDateRow),
});
