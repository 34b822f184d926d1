import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { pagedTableBody, pagedTableData } from '../receivables/common';

/** Base of the company area (spec 000 §7); the account paths below it are ours. */
export const ACCOUNT_BASE = '/api/{product}-company/clientend/account';

export const ACCOUNT_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export const ACCOUNT_ROLES = ['ADMIN', 'OPERATOR', 'VIEWER'] as const;

/** Fields paging, filters and sorting may name (the shared paged-table contract). */
export const accountColumns = {
  id: 'text',
  userName: 'text',
  cname: 'text',
  email: 'text',
  mobile: 'text',
  role: 'text',
  status: 'text',
  createdAt: 'timestamp',
  loginCount: 'int',
} as const;

export const accountRow = z.object({
  id: z.string(),
  userName: z.string(),
  cname: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** Sign-ins so far: the page's summable number. */
  loginCount: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRow>;

/** POST: the signed-in company's accounts, paged (pageNum/pageSize/filters/orderByField/isDesc). */
export const accountList = defineEndpoint({
  id: 'org.accountList',
  method: 'POST',
  path: `${ACCOUNT_BASE}/queryPage`,
  body: pagedTableBody(accountColumns, ['money', 'int']),
  data: pagedTableData(accountRow),
});
