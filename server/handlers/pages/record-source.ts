import type { ColumnKind } from '../../../src/api/endpoints/receivables/common';
import { wireColumns } from '../../../src/api/endpoints/pages/declared-list';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';
import type { TableSource } from '../receivables/ar-sql';
import { textSearchFields } from '../search/list-text-search';
import {
  PAID_OUT_ORDER_FIELDS,
  PAID_OUT_STATUSES,
  PAYMENT_FINANCING_PAGE,
  paidOutOrdersWhere,
} from '../../finance-order/order-payment-row';

/** How a text SQL value becomes a typed column; text stays text. */
const cast: Record<ColumnKind, (text: string) => string> = {
  text: (t) => t,
  money: (t) => `(${t})::numeric`,
  number: (t) => `(${t})::numeric`,
  int: (t) => `(${t})::numeric`,
  date: (t) => `(${t})::date`,
  timestamp: (t) => `(${t})::timestamptz`,
  bool: (t) => `(${t})::boolean`,
};

/** How a stored JSON field becomes a typed column. */
const typed = (kind: ColumnKind, field: string) => cast[kind](`r.data->>'${field}'`);

/** Field names come from declarations, never from requests; this keeps the SQL literal safe. */
const SAFE_FIELD = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Finance orders: seen by their supplier, funder and buyer. */
const FINANCE_ORDER_PAGE_ID = 'finance.financeOrder';

/**
 * Pages whose records each have a selling and a buying side: a company that both sells and buys
 * keeps both in its records, and sees the ones where it is the buyer only while acting as BUYER
 * (docs/role-views.md).
 */
const SIDED_PAGES: ReadonlySet<string> = new Set(['trading.purchase', 'trading.invoice']);

/**
 * The paged-table source of a declared page: its records in the company, projected to typed
 * columns named after the declared keys, so filters, sums and order work as on any table. On a
 * sided page, `companyRole` picks the side: BUYER the records naming the company as buyer, any
 * other role the rest.
 */
export function recordSource(
  declaration: PageDeclaration,
  companyRole: string | null = null,
): TableSource {
  const columns = wireColumns(declaration);
  const select = Object.entries(columns).map(([field, kind]) => {
    if (!SAFE_FIELD.test(field)) throw new Error(`${declaration.id}: unsafe field name ${field}`);
    const expr = field === declaration.rowKey ? 'r.id' : typed(kind, field);
    return `${expr} AS "${field}"`;
  });
  // The payment list reads the funder's payouts of lifecycle orders from the orders themselves.
  const paidOutOrders =
    declaration.id === PAYMENT_FINANCING_PAGE
      ? Object.entries(columns).map(([field, kind]) => {
          const text = PAID_OUT_ORDER_FIELDS[field];
          return `${text === undefined ? 'NULL' : cast[kind](text)} AS "${field}"`;
        })
      : null;
  const key = `s."${declaration.rowKey}"`;
  return {
    sql: (p, companyId) => {
      const company = p.add(companyId);
      const side = !SIDED_PAGES.has(declaration.id)
        ? ''
        : `AND COALESCE(r.data->>'buyerName', '') ${companyRole === 'BUYER' ? '=' : '<>'}
             (SELECT c.name FROM companies c WHERE c.id = ${company})`;
      // A finance order shows to its three parties: the supplier holds the record, and orders
      // made through the lifecycle name their funder and buyer (docs/finance-orders.md).
      const owner =
        declaration.id === FINANCE_ORDER_PAGE_ID
          ? `(r.company_id = ${company} OR r.data->>'funderCompanyId' = ${company}
              OR r.data->>'buyerCompanyId' = ${company})`
          : `r.company_id = ${company}`;
      const union =
        paidOutOrders === null
          ? ''
          : `UNION ALL SELECT ${paidOutOrders.join(', ')} FROM page_records r
             WHERE ${paidOutOrdersWhere(company, p.add([...PAID_OUT_STATUSES]))}`;
      return `(
      SELECT ${select.join(', ')} FROM page_records r
      WHERE r.page_id = ${p.add(declaration.id)} AND ${owner} ${side}
      ${union})`;
    },
    columns,
    // Newest records first: ids are numbered in creation order.
    defaultOrder: `${key} DESC`,
    tieBreak: key,
    textSearch: textSearchFields(declaration),
  };
}
