import type { Db } from '../db/db';

/** A purchase order or invoice a supplier may still finance (issue 18, docs/finance-order-pickers.md). */
export interface EligibleReceivable {
  kind: 'PO' | 'INVOICE';
  id: string;
  number: string;
  currency: string;
  amount: string;
  /** What is left to finance: the PO's amount less what was financed before the portal, the invoice's outstanding amount. */
  openAmount: string;
  issueDate: string;
  dueDate: string;
  buyerName: string;
}

export interface EligibleQuery {
  supplierCompanyId: string;
  buyerName: string;
  currency?: string;
  kind: 'PO' | 'INVOICE';
  /** Only these records (the order's chosen receivables); at most a page's worth is ever asked. */
  ids?: readonly string[];
  /** Locks the rows (SELECT … FOR UPDATE) inside the caller's transaction, so none is financed twice. */
  forUpdate?: boolean;
}

/**
 * Per kind: the page its records live on, its number field, and what makes one open. A PO is
 * open while the buyer has confirmed it (OPEN) or an earlier financing left part of it
 * (FINANCED with financedAmount below amount); an invoice while it is CONFIRMED and owes
 * something. Drafts, settled and overdue records never are.
 */
const KINDS = {
  PO: {
    pageId: 'trading.purchase',
    number: `r.data->>'poNo'`,
    amount: `(r.data->>'amount')::numeric`,
    open: `(r.data->>'amount')::numeric - COALESCE((r.data->>'financedAmount')::numeric, 0)`,
    status: `r.data->>'status' IN ('OPEN', 'FINANCED')`,
  },
  INVOICE: {
    pageId: 'trading.invoice',
    number: `r.data->>'invoiceNo'`,
    amount: `(r.data->>'invoiceAmount')::numeric`,
    open: `COALESCE((r.data->>'outstandingAmount')::numeric, 0)`,
    status: `r.data->>'status' = 'CONFIRMED'`,
  },
} as const;

/** The FROM and WHERE of a query's eligible rows, and its parameters ($1…). */
function eligibleFrom(q: EligibleQuery & { number?: string }): { sql: string; params: unknown[] } {
  const k = KINDS[q.kind];
  const params: unknown[] = [k.pageId, q.supplierCompanyId, q.buyerName];
  let extra = '';
  if (q.currency !== undefined) {
    params.push(q.currency);
    extra += ` AND r.data->>'currency' = $${params.length}`;
  }
  if (q.ids !== undefined) {
    params.push([...q.ids]);
    extra += ` AND r.id = ANY($${params.length}::text[])`;
  }
  if (q.number !== undefined && q.number !== '') {
    params.push(`%${q.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    extra += ` AND ${k.number} ILIKE $${params.length}`;
  }
  return {
    sql: `FROM page_records r
     WHERE r.page_id = $1 AND r.company_id = $2 AND r.data->>'buyerName' = $3
       AND r.data->>'buyerName' <> (SELECT c.name FROM companies c WHERE c.id = $2)
       AND ${k.status}
       AND (r.data->>'dueDate')::date >= current_date
       AND ${k.open} > 0
       AND COALESCE(r.data->>'financeOrderId', '') = ''${extra}`,
    params,
  };
}

const selectList = (kind: EligibleQuery['kind'], kindParam: number) => {
  const k = KINDS[kind];
  return `SELECT $${kindParam}::text AS kind, r.id, ${k.number} AS number,
            r.data->>'currency' AS currency,
            to_char(${k.amount}, 'FM999999999999990.00') AS amount,
            to_char(${k.open}, 'FM999999999999990.00') AS "openAmount",
            r.data->>'issueDate' AS "issueDate", r.data->>'dueDate' AS "dueDate",
            r.data->>'buyerName' AS "buyerName"`;
};

/**
 * The supplier's purchase orders or invoices billed to `buyerName` that may be financed now:
 * confirmed, not yet due (a receivable due today still is), with something left to finance, and
 * not held by any finance order (an order that holds a record writes its id into the record's
 * `financeOrderId`). Records where the supplier is itself the buyer are never offered.
 */
export async function eligibleReceivables(db: Db, q: EligibleQuery): Promise<EligibleReceivable[]> {
  const { sql, params } = eligibleFrom(q);
  const { rows } = await db.query<EligibleReceivable>(
    `${selectList(q.kind, params.length + 1)} ${sql}
     ORDER BY (r.data->>'dueDate')::date, r.id
     ${q.forUpdate === true ? 'FOR UPDATE OF r' : ''}`,
    [...params, q.kind],
  );
  return rows;
}

/** One page of the eligible rows (the pickers), with their number; `number` narrows by number. */
export async function eligibleReceivablePage(
  db: Db,
  q: Omit<EligibleQuery, 'forUpdate' | 'ids'> & { number?: string; offset: number; limit: number },
): Promise<{ total: number; rows: EligibleReceivable[] }> {
  const { sql, params } = eligibleFrom(q);
  const n = params.length;
  const { rows } = await db.query<EligibleReceivable & { total: number }>(
    `${selectList(q.kind, n + 1)}, count(*) OVER ()::int AS total ${sql}
     ORDER BY (r.data->>'dueDate')::date, r.id
     LIMIT $${n + 2} OFFSET $${n + 3}`,
    [...params, q.kind, q.limit, q.offset],
  );
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

/** Whether the supplier has any eligible receivable of this buyer in `currency`. */
export async function buyersWithEligible(
  db: Db,
  supplierCompanyId: string,
  buyerNames: readonly string[],
  currency: string,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const kind of ['INVOICE', 'PO'] as const) {
    for (const buyerName of buyerNames) {
      if (found.has(buyerName)) continue;
      const { sql, params } = eligibleFrom({ supplierCompanyId, buyerName, currency, kind });
      const { rows } = await db.query<{ one: number }>(`SELECT 1 AS one ${sql} LIMIT 1`, params);
      if (rows.length > 0) found.add(buyerName);
    }
  }
  return found;
}
