import type { z } from 'zod';
import {
  paymentHistoryColumns,
  queryPaymentHistoryTable,
  type paymentHistoryRow,
} from '../../../src/api/endpoints/receivables/query-payment-history-table';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type Params, type TableSource } from './ar-sql';

const PAYMENT = `x.id, x.receivable_id AS "receivableId", x.buyer_code AS "buyerCode", x.currency,
  x.payment_date AS "paymentDate", x.amount`;
const NAMES = `r.invoice_no AS "invoiceNo", b.buyer_name AS "buyerName"`;
const dir = (desc: boolean) => (desc ? 'DESC' : 'ASC');

/**
 * Payments with their receivable's invoice number and their buyer's name. Every payment has its
 * receivable (of the same supplier) and its buyer: the seed writes them together and the demo
 * touch deletes a receivable's payments with it (migration 0010), so the joins never drop or
 * repeat a payment and counts, sums and pages by payment columns read ar_payments alone.
 * Exported for bench/server's statement timings.
 */
export const paymentHistorySource: TableSource = {
  sql: (p, supplierId) => `(
    SELECT ${PAYMENT}, ${NAMES}
    FROM ar_payments x
    JOIN receivables r ON r.id = x.receivable_id
    JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
    WHERE x.supplier_id = ${p.add(supplierId)})`,
  columns: paymentHistoryColumns,
  defaultOrder: 's."paymentDate" DESC, s.id',
  tieBreak: 's.id',
  base: {
    sql: (p, supplierId) => `(
      SELECT ${PAYMENT} FROM ar_payments x WHERE x.supplier_id = ${p.add(supplierId)})`,
    columns: ['id', 'receivableId', 'buyerCode', 'currency', 'paymentDate', 'amount'],
    key: 'id',
  },
  orderedBy: {
    // The supplier's 500-odd buyers by name, each one's payments through its index.
    buyerName: (p: Params, supplierId: string, desc: boolean) => {
      const supplier = p.add(supplierId);
      return `(
        SELECT ${PAYMENT}, ${NAMES}
        FROM (SELECT buyer_code, buyer_name FROM ar_buyers WHERE supplier_id = ${supplier}
              ORDER BY buyer_name ${dir(desc)} NULLS LAST) b
        JOIN ar_payments x ON x.supplier_id = ${supplier} AND x.buyer_code = b.buyer_code
        JOIN receivables r ON r.id = x.receivable_id)`;
    },
    // Receivables by invoice number (migration 0018), each one's payments through its index.
    invoiceNo: (p: Params, supplierId: string, desc: boolean) => {
      const supplier = p.add(supplierId);
      return `(
        SELECT ${PAYMENT}, ${NAMES}
        FROM (SELECT id, invoice_no FROM receivables WHERE supplier_id = ${supplier}
              ORDER BY invoice_no ${dir(desc)} NULLS LAST, id) r
        JOIN ar_payments x ON x.receivable_id = r.id AND x.supplier_id = ${supplier}
        JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code)`;
    },
  },
};

/** POST queryPaymentHistoryTable (paged): payments received. */
export function registerQueryPaymentHistoryTable(api: ApiMount): void {
  route(api, queryPaymentHistoryTable, ({ db, user, body }) =>
    pagedQuery<z.input<typeof paymentHistoryRow>>(db, paymentHistorySource, user.companyId, body),
  );
}
