import type { ProductOption } from '../../../src/api/endpoints/finance-order/picker-schemas';
import type { Language } from '../../../src/shared/constants';
import type { Db } from '../../db/db';
import { baseRateFor } from '../../finance-order/base-rate';
import type { StoredProductTerms } from '../../finance-order/product-terms-store';

/** A product's option as the pickers answer it, its name in `lang`, its base rate as of today. */
export async function productOption(
  db: Db,
  terms: StoredProductTerms,
  lang: Language,
): Promise<ProductOption> {
  const { rows } = await db.query<{ name_cn: string; product_type: string; today: string }>(
    `SELECT name_cn, product_type, current_date::text AS today FROM financing_products WHERE id = $1`,
    [terms.productId],
  );
  const row = rows[0];
  const baseRate =
    terms.rateType === 'FLOATING' && terms.baseRateType !== null && row !== undefined
      ? await baseRateFor(terms.baseRateType, row.today)
      : null;
  return {
    id: terms.productId,
    code: terms.productCode,
    name: lang === 'zh-CN' && row ? row.name_cn : terms.productName,
    productType: row?.product_type ?? '',
    currency: terms.currency,
    advanceRate: terms.advanceRate,
    dayBase: terms.dayBase,
    minTenorDays: terms.minTenorDays,
    maxTenorDays: terms.maxTenorDays,
    fees: [...terms.fees],
    interestRate: {
      rateType: terms.rateType,
      fixedRate: terms.fixedRate,
      baseRateType: terms.baseRateType,
      direction: terms.direction,
      spread: terms.spread,
      baseRate,
    },
  };
}
