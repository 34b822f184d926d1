import type { ProductFee, ProductTerms } from '../../src/shared/finance-order/trial-types';
import type { Db } from '../db/db';

export type StoredProductTerms = ProductTerms & {
  productId: string;
  productName: string;
  /** The funder companies that offer the product, in id order. */
  funderCompanyIds: string[];
};

interface TermsRow {
  product_id: string;
  code: string;
  name_en: string;
  currency: string;
  advance_rate: string;
  rate_type: 'FIXED' | 'FLOATING';
  fixed_rate: string | null;
  base_rate_type: string | null;
  direction: 'UP' | 'DOWN' | null;
  spread: string | null;
  day_base: number;
  min_tenor_days: number;
  max_tenor_days: number;
  fees: ProductFee[];
  funders: string[] | null;
}

/** Numeric columns read as text with two places, as the trial expects ("5.2500" → "5.25"). */
const TWO_PLACES = (col: string) => `to_char(${col}, 'FM999990.00')`;

const SELECT_TERMS = `
  SELECT p.id AS product_id, p.code, p.name_en, p.currency,
         ${TWO_PLACES('t.advance_rate')} AS advance_rate, t.rate_type,
         ${TWO_PLACES('t.fixed_rate')} AS fixed_rate, t.base_rate_type, t.direction,
         ${TWO_PLACES('t.spread')} AS spread, t.day_base, t.min_tenor_days, t.max_tenor_days,
         t.fees,
         (SELECT array_agg(f.funder_company_id ORDER BY f.funder_company_id)
            FROM financing_product_funders f WHERE f.product_id = p.id) AS funders
  FROM financing_products p JOIN financing_product_terms t ON t.product_id = p.id`;

function termsOfRow(r: TermsRow): StoredProductTerms {
  return {
    productId: r.product_id,
    productName: r.name_en,
    productCode: r.code,
    currency: r.currency,
    advanceRate: r.advance_rate,
    rateType: r.rate_type,
    fixedRate: r.fixed_rate,
    baseRateType: r.base_rate_type,
    direction: r.direction,
    spread: r.spread,
    dayBase: r.day_base === 360 ? 360 : 365,
    minTenorDays: r.min_tenor_days,
    maxTenorDays: r.max_tenor_days,
    fees: r.fees,
    funderCompanyIds: r.funders ?? [],
  };
}

/** A financing product with its terms and the funders that offer it; null when it has no terms. */
export async function readProductTerms(
  db: Db,
  productId: string,
): Promise<StoredProductTerms | null> {
  const { rows } = await db.query<TermsRow>(`${SELECT_TERMS} WHERE p.id = $1`, [productId]);
  const row = rows[0];
  return row === undefined ? null : termsOfRow(row);
}

/**
 * The products some funder offers to a supplier, in list order. Every funder on the platform
 * offers its products to every supplier: the reference server has no per-supplier facility.
 */
export async function offeredProductTerms(db: Db): Promise<StoredProductTerms[]> {
  const { rows } = await db.query<TermsRow>(
    `${SELECT_TERMS}
     WHERE EXISTS (SELECT 1 FROM financing_product_funders f WHERE f.product_id = p.id)
     ORDER BY p.seq`,
  );
  return rows.map(termsOfRow);
}
