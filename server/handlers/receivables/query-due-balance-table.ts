import type { z } from 'zod';
import {
  dueBalanceColumns,
  queryDueBalanceTable,
  type dueBalanceRow,
} from '../../../src/api/endpoints/receivables/query-due-balance-table';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type TableSource } from './ar-sql';

const source: TableSource = {
  sql: (p, supplierId) => `(
    SELECT r.id, r.invoice_no AS "invoiceNo", r.buyer_code AS "buyerCode", b.buyer_name AS "buyerName",
           r.currency, r.issue_date AS "issueDate", r.due_date AS "dueDate", r.amount, r.outstanding,
           r.status, r.financed, r.updated_at AS "updatedAt"
    FROM receivables r
    JOIN ar_buyers b ON b.supplier_id = r.supplier_id AND b.buyer_code = r.buyer_code
    WHERE r.supplier_id = ${p.add(supplierId)} AND r.outstanding > 0)`,
  columns: dueBalanceColumns,
  defaultOrder: 's."dueDate", s.id',
  tieBreak: 's.id',
};

/** POST queryDueBalanceTable (paged): receivables with an outstanding balance. */
export function registerQueryDueBalanceTable(api: ApiMount): void {
  route(api, queryDueBalanceTable, ({ db, user, body }) =>
    pagedQuery<z.input<typeof dueBalanceRow>>(db, source, user.companyId, body),
  );
}
