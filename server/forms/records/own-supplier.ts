import type { Db } from '../../db/db';

/** Pages whose records the saving company sells: it is their supplier. */
const SOLD_BY_COMPANY: ReadonlySet<string> = new Set(['trading.purchase', 'trading.invoice']);

/**
 * A company's own orders and invoices (typed in a form or imported) name it as their supplier,
 * spelled as the directory spells it, so the buyer's list (docs/role-views.md) shows who sold.
 */
export async function stampOwnSupplier(
  db: Db,
  pageId: string,
  companyId: string,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  if (!SOLD_BY_COMPANY.has(pageId)) return;
  const unnamed = records.filter((r) => typeof r.supplierName !== 'string');
  if (unnamed.length === 0) return;
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
    companyId,
  ]);
  const name = rows[0]?.name;
  if (name === undefined) return;
  for (const record of unnamed) record.supplierName = name;
}
