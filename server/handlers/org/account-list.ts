import type { z } from 'zod';
import {
  accountColumns,
  accountList,
  type accountRow,
} from '../../../src/api/endpoints/org/account-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type TableSource } from '../receivables/ar-sql';
import { textSearchFields } from '../search/list-text-search';
import { orgAccountPage } from '../../../src/shared/page-declaration/pages/org-account';

// The paged-table contract is the receivables one; only the source differs.
const source: TableSource = {
  sql: (p, companyId) => `(
    SELECT a.id, a.user_name AS "userName", a.cname, a.email, a.mobile, a.role, a.status,
           a.created_at AS "createdAt", a.login_count AS "loginCount"
    FROM org_accounts a
    WHERE a.company_id = ${p.add(companyId)})`,
  columns: accountColumns,
  defaultOrder: 's."createdAt" DESC, s.id',
  tieBreak: 's.id',
  // The query form's text inputs (user name, name, email, mobile) search by "contains".
  textSearch: textSearchFields(orgAccountPage),
};

/** POST account queryPage: the signed-in company's accounts (filters, sums, options, order). */
export function registerAccountList(api: ApiMount): void {
  route(api, accountList, ({ db, user, body }) =>
    pagedQuery<z.input<typeof accountRow>>(db, source, user.companyId, body),
  );
}
