import type { Db } from '../db/db';

/** The pages purchase orders and invoices live on, by receivable kind. */
const PAGE_OF = { PO: 'trading.purchase', INVOICE: 'trading.invoice' } as const;

/**
 * Marks the supplier's records as held by the order (`financeOrderId` in their data): no other
 * order is offered them or may take them (eligibleReceivables skips held records). Called with
 * rows the caller's transaction has locked.
 */
export async function holdReceivables(
  db: Db,
  supplierCompanyId: string,
  orderId: string,
  receivables: readonly { kind: 'PO' | 'INVOICE'; id: string }[],
): Promise<void> {
  for (const kind of ['PO', 'INVOICE'] as const) {
    const ids = receivables.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    await db.query(
      `UPDATE page_records SET data = data || jsonb_build_object('financeOrderId', $3::text),
         updated_at = now()
       WHERE page_id = $1 AND company_id = $2 AND id = ANY($4::text[])`,
      [PAGE_OF[kind], supplierCompanyId, orderId, ids],
    );
  }
}

/** Releases every record the order holds (revoked, refused, or before an edit re-chooses them). */
export async function releaseReceivables(
  db: Db,
  supplierCompanyId: string,
  orderId: string,
): Promise<void> {
  await db.query(
    `UPDATE page_records SET data = data - 'financeOrderId', updated_at = now()
     WHERE page_id = ANY($1::text[]) AND company_id = $2 AND data->>'financeOrderId' = $3`,
    [Object.values(PAGE_OF), supplierCompanyId, orderId],
  );
}

/**
 * On payout the held records read FINANCED (the trading lists' status), so they show as financed
 * and can no longer be deleted; they keep naming the order.
 */
export async function markReceivablesFinanced(
  db: Db,
  supplierCompanyId: string,
  orderId: string,
): Promise<void> {
  await db.query(
    `UPDATE page_records SET data = data || '{"status":"FINANCED"}'::jsonb, updated_at = now()
     WHERE page_id = ANY($1::text[]) AND company_id = $2 AND data->>'financeOrderId' = $3`,
    [Object.values(PAGE_OF), supplierCompanyId, orderId],
  );
}

/** Numbers of the supplier's own records among `ids` (to name a refused one); never others'. */
export async function receivableNumbers(
  db: Db,
  supplierCompanyId: string,
  kind: 'PO' | 'INVOICE',
  ids: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; number: string | null }>(
    `SELECT id, data->>$4 AS number FROM page_records
     WHERE page_id = $1 AND company_id = $2 AND id = ANY($3::text[])`,
    [PAGE_OF[kind], supplierCompanyId, [...ids], kind === 'PO' ? 'poNo' : 'invoiceNo'],
  );
  return new Map(rows.map((r) => [r.id, r.number ?? r.id]));
}
