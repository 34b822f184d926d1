import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import type { PricedRate } from '../../src/shared/finance-order/intention-rate';
import {
  BINDING_FIELD,
  bindingRefusal,
  INTENTION_BINDING,
  type BindingIntention,
  type BindingOrder,
  type BindingRefusal,
} from '../../src/shared/org-info/intention-binding';
import type { IntentionState } from '../../src/shared/org-info/intention-lifecycle';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { fill, STATE_NAMES } from '../org-info/intention-texts';
import { BINDING_TEXTS } from './order-intention-texts';

/** An intention that may price an order, with what the refusals name. */
export interface PricingIntention extends BindingIntention {
  id: string;
  price: PricedRate;
  funderName: string;
  buyerName: string;
}

interface Row {
  id: string;
  state: IntentionState;
  valid_until: string | null;
  order_id: string | null;
  product_id: string;
  currency: string;
  funder_company_id: string | null;
  funder_name: string | null;
  buyer_company_id: string;
  buyer_name: string;
  rate_type: 'FIXED' | 'FLOATING' | null;
  fixed_rate: string | null;
  base_rate_type: string | null;
  direction: 'UP' | 'DOWN' | null;
  spread: string | null;
}

function refused(
  reason: BindingRefusal | 'unknown',
  field: string,
  vars: (lang: Language) => Readonly<Record<string, string>>,
  lang: Language,
): BusinessError {
  const words = (l: Language) => fill(BINDING_TEXTS[reason][l], vars(l));
  return new BusinessError(
    ResultCode.badRequest,
    'badRequest',
    (l) => ({ detail: `${field}: ${words(l)}` }),
    { fields: [{ field, message: words(lang) }] },
  );
}

/**
 * The caller's company's intention `id`, locked for the order's transaction when `forUpdate`. Another
 * company's intention answers as one that does not exist (no probing), on `intentionId`.
 */
export async function pricingIntention(
  db: Db,
  supplierCompanyId: string,
  id: string,
  lang: Language,
  forUpdate: boolean,
): Promise<PricingIntention> {
  const names = lang === 'zh-CN' ? 'name' : 'name_en';
  const { rows } = await db.query<Row>(
    `SELECT i.id, i.state, to_char(i.valid_until, 'YYYY-MM-DD') AS valid_until, i.order_id,
            i.product_id, i.currency, i.funder_company_id, f.${names} AS funder_name,
            i.buyer_company_id, b.${names} AS buyer_name, i.rate_type,
            to_char(i.fixed_rate, 'FM990.00') AS fixed_rate, i.base_rate_type, i.direction,
            to_char(i.spread, 'FM990.00') AS spread
     FROM financing_intentions i
     JOIN companies b ON b.id = i.buyer_company_id
     LEFT JOIN companies f ON f.id = i.funder_company_id
     WHERE i.id = $1 AND i.supplier_company_id = $2${forUpdate ? ' FOR UPDATE OF i' : ''}`,
    [id, supplierCompanyId],
  );
  const row = rows[0];
  if (!row) throw refused('unknown', 'intentionId', () => ({ id }), lang);
  return {
    id: row.id,
    state: row.state,
    validUntil: row.valid_until,
    orderId: row.order_id,
    productId: row.product_id,
    currency: row.currency,
    funderCompanyId: row.funder_company_id,
    funderName: row.funder_name ?? '',
    buyerCompanyId: row.buyer_company_id,
    buyerName: row.buyer_name,
    // A PENDING_PRICING intention has no price; binding refuses it before the price is read.
    price: {
      rateType: row.rate_type ?? 'FIXED',
      fixedRate: row.fixed_rate,
      baseRateType: row.base_rate_type,
      direction: row.direction,
      spread: row.spread,
    },
  };
}

/** Refuses, on its field, an application `intention` may not price (intention-binding.ts). */
export function refuseUnbindable(
  intention: PricingIntention,
  order: BindingOrder,
  today: string,
  draft: boolean,
  lang: Language,
): void {
  const reason = bindingRefusal(intention, order, today, draft);
  if (reason === null) return;
  throw refused(
    reason,
    BINDING_FIELD[reason],
    (l) => ({
      id: intention.id,
      state: STATE_NAMES[intention.state][l],
      validUntil: intention.validUntil ?? '',
      productId: intention.productId,
      currency: intention.currency,
      funderName: intention.funderName,
      buyerName: intention.buyerName,
    }),
    lang,
  );
}

/**
 * The submission's step (intention-binding.ts): the intention, checked and locked in this
 * transaction, now binds `orderId` and no other order. An intention the order was submitted with
 * before and no longer names (a returned order submitted again without it) is given back: no
 * other order used it.
 */
export async function bindIntention(
  db: Db,
  orderId: string,
  intentionId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE financing_intentions SET state = $3, order_id = NULL, updated_at = now()
     WHERE order_id = $1 AND id IS DISTINCT FROM $2::text`,
    [orderId, intentionId, INTENTION_BINDING.from],
  );
  if (intentionId === null) return;
  await db.query(
    `UPDATE financing_intentions SET state = $3, order_id = $2, updated_at = now()
     WHERE id = $1 AND (state = $4 OR order_id = $2)`,
    [intentionId, orderId, INTENTION_BINDING.to, INTENTION_BINDING.from],
  );
}
