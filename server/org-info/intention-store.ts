import type { Intention } from '../../src/api/endpoints/org-info/intention-schemas';
import type { Language } from '../../src/shared/constants';
import {
  displayState,
  type IntentionActor,
  type IntentionState,
} from '../../src/shared/org-info/intention-lifecycle';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';

/** One stored intention with what its views and its checks need. */
export interface StoredIntention {
  id: string;
  supplierCompanyId: string;
  state: IntentionState;
  funderCompanyId: string | null;
  productId: string;
  validUntil: string | null;
  view: (today: string) => Intention;
}

interface Row {
  id: string;
  supplier_company_id: string;
  supplier_name: string;
  buyer_code: string;
  buyer_name: string;
  product_id: string;
  product_name: string;
  currency: string;
  amount: string;
  tenor_days: number;
  state: IntentionState;
  funder_company_id: string | null;
  funder_name: string | null;
  rate_type: 'FIXED' | 'FLOATING' | null;
  fixed_rate: string | null;
  base_rate_type: string | null;
  direction: 'UP' | 'DOWN' | null;
  spread: string | null;
  valid_until: string | null;
  updated_at: Date;
}

/** Company and product names follow the request's language, like every name the server answers. */
const select = (lang: Language) => {
  const company = lang === 'zh-CN' ? 'name' : 'name_en';
  const product = lang === 'zh-CN' ? 'name_cn' : 'name_en';
  return `SELECT i.id, i.supplier_company_id, s.${company} AS supplier_name,
            b.code AS buyer_code, b.${company} AS buyer_name,
            i.product_id, p.${product} AS product_name, i.currency, i.amount::text AS amount,
            i.tenor_days, i.state, i.funder_company_id, f.${company} AS funder_name,
            i.rate_type, i.fixed_rate::text AS fixed_rate, i.base_rate_type, i.direction,
            i.spread::text AS spread, to_char(i.valid_until, 'YYYY-MM-DD') AS valid_until,
            i.updated_at
     FROM financing_intentions i
     JOIN companies s ON s.id = i.supplier_company_id
     JOIN companies b ON b.id = i.buyer_company_id
     JOIN financing_products p ON p.id = i.product_id
     LEFT JOIN companies f ON f.id = i.funder_company_id`;
};

/** JPY has no decimals: numeric(15,2) answers "1200.00", the contract's money says "1200". */
const moneyOf = (amount: string, currency: string) =>
  currency === 'JPY' ? amount.replace(/\.\d+$/, '') : amount;

function storedOf(row: Row): StoredIntention {
  return {
    id: row.id,
    supplierCompanyId: row.supplier_company_id,
    state: row.state,
    funderCompanyId: row.funder_company_id,
    productId: row.product_id,
    validUntil: row.valid_until,
    view: (today) => ({
      id: row.id,
      state: row.state,
      displayState: displayState(row.state, row.valid_until, today),
      supplierName: row.supplier_name,
      buyerCode: row.buyer_code,
      buyerName: row.buyer_name,
      productId: row.product_id,
      productName: row.product_name,
      currency: row.currency,
      amount: moneyOf(row.amount, row.currency),
      tenorDays: row.tenor_days,
      funderCompanyId: row.funder_company_id,
      funderName: row.funder_name,
      price:
        row.rate_type === null || row.valid_until === null
          ? null
          : {
              rateType: row.rate_type,
              fixedRate: row.fixed_rate,
              baseRateType: row.base_rate_type,
              direction: row.direction,
              spread: row.spread,
              validUntil: row.valid_until,
            },
      updatedAt: row.updated_at.toISOString(),
    }),
  };
}

/**
 * Who sees which intention (docs/financing-intentions.md): a funder, those of the products it
 * offers while they await a price, and those it priced; everyone else, its own company's.
 * `$1` is the caller's company.
 */
export function visibleTo(actor: IntentionActor | null): string {
  if (actor === 'FUNDER') {
    return `(i.funder_company_id = $1
             OR (i.state = 'PENDING_PRICING' AND EXISTS (
               SELECT 1 FROM financing_product_funders o
               WHERE o.product_id = i.product_id AND o.funder_company_id = $1)))`;
  }
  return 'i.supplier_company_id = $1';
}

/** One intention the caller may see, locked for the change when `forUpdate`; null otherwise. */
export async function findIntention(
  db: Db,
  user: SessionUser,
  actor: IntentionActor | null,
  id: string,
  lang: Language,
  forUpdate = false,
): Promise<StoredIntention | null> {
  const { rows } = await db.query<Row>(
    `${select(lang)} WHERE ${visibleTo(actor)} AND i.id = $2${forUpdate ? ' FOR UPDATE OF i' : ''}`,
    [user.companyId, id],
  );
  const row = rows[0];
  return row ? storedOf(row) : null;
}

/** A page of the intentions the caller may see, newest first. */
export async function listIntentions(
  db: Db,
  user: SessionUser,
  actor: IntentionActor | null,
  filter: { state: IntentionState | 'ALL'; pageNum: number; pageSize: number },
  lang: Language,
): Promise<{ total: number; rows: StoredIntention[] }> {
  const where = `${visibleTo(actor)} AND ($2 = 'ALL' OR i.state = $2)`;
  const count = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM financing_intentions i WHERE ${where}`,
    [user.companyId, filter.state],
  );
  const { rows } = await db.query<Row>(
    `${select(lang)} WHERE ${where} ORDER BY i.id DESC LIMIT $3 OFFSET $4`,
    [user.companyId, filter.state, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return { total: Number(count.rows[0]?.n ?? 0), rows: rows.map(storedOf) };
}
