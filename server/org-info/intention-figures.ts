import type { IntentionFiguresBody } from '../../src/api/endpoints/org-info/intention-schemas';
import type { Language } from '../../src/shared/constants';
import { figuresProblems } from '../../src/shared/org-info/intention-rules';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { fieldRefused, problemsRefused } from './intention-refusals';

/** What an add or edit stores: the companies and product resolved, the figures checked. */
export interface ResolvedFigures {
  buyerCompanyId: string;
  productId: string;
  currency: string;
  amount: string;
  tenorDays: number;
}

/**
 * Checks an intention's figures as the form does and resolves its references: the buyer is an
 * active BUYER company of the platform other than the caller's, the product one some funder
 * offers (else no funder could price it), the currency the product's.
 */
export async function resolveFigures(
  db: Db,
  user: SessionUser,
  body: IntentionFiguresBody,
  lang: Language,
): Promise<ResolvedFigures> {
  const { rows: buyers } = await db.query<{ id: string }>(
    `SELECT id FROM companies WHERE code = $1 AND status = 'ACTIVE' AND roles ? 'BUYER'`,
    [body.buyerCode],
  );
  const buyer = buyers[0];
  if (!buyer) throw fieldRefused('buyerCode', 'unknownBuyer', { code: body.buyerCode }, lang);
  if (buyer.id === user.companyId) throw fieldRefused('buyerCode', 'ownCompany', {}, lang);
  const { rows: products } = await db.query<{ id: string; currency: string }>(
    `SELECT p.id, p.currency FROM financing_products p
     WHERE p.id = $1 AND EXISTS (SELECT 1 FROM financing_product_funders f WHERE f.product_id = p.id)`,
    [body.productId],
  );
  const product = products[0];
  if (!product) throw fieldRefused('productId', 'unknownProduct', { id: body.productId }, lang);
  const problems = figuresProblems({
    amount: body.amount,
    currency: product.currency,
    tenorDays: String(body.tenorDays),
  });
  if (Object.keys(problems).length > 0) throw problemsRefused(problems, lang);
  return {
    buyerCompanyId: buyer.id,
    productId: product.id,
    currency: product.currency,
    amount: body.amount.trim(),
    tenorDays: body.tenorDays,
  };
}
