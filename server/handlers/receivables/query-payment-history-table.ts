import type { z } from 'zod';
import {
  paymentHistoryColumns,
  queryPaymentHistoryTable,
  type paymentHistoryRow,
} from '../../../src/api/endpoints/receivables/query-payment-history-table';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type TableSource } from './ar-sql';

const source: TableSource = {
  sql: (p, supplierId) => `(
    SELECT x.id, x.receivable_id AS "receivableId", r.invoice_no AS "invoiceNo",
           x.buyer_code AS "buyerCode", b.buyer_name AS "buyerName", x.currency,
           x.payment_date AS "paymentDate", x.amount
    FROM ar_payments x
    JOIN receivables r ON r.id = x.receivable_id
    JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
    WHERE x.supplier_id = ${p.add(supplierId)})`,
  columns: paymentHistoryColumns,
  defaultOrder: 's."paymentDate" DESC, s.id',
  tieBreak: 's.id',
};

/** POST queryPaymentHistoryTable (paged): payments received. */
export function registerQueryPaymentHistoryTable(api: ApiMount): void {
  route(api, queryPaymentHistoryTable, ({ db, user, body }) =>
    pagedQuery<z.input<typeof paymentHistoryRow>>(db, source, user.companyId, body),
  );
}
