import { ResultCode } from '../../../src/api/contract/envelope';
import type { Language } from '../../../src/shared/constants';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';
import { fieldRefused } from '../../finance-order/order-refusals';
import { readProductTerms, type StoredProductTerms } from '../../finance-order/product-terms-store';

/**
 * The pickers serve the supplier applying for an order: a session acting as any other role
 * (the buyer or funder of the same portal) is refused, whatever its menus hold.
 */
export function requireSupplier(user: SessionUser): void {
  if (user.companyRole !== 'SUPPLIER') throw new BusinessError(ResultCode.forbidden, 'forbidden');
}

/** A product some funder offers, or a 400 on `financingProductId` (unknown or offered by none). */
export async function offeredProduct(
  db: Db,
  productId: string,
  lang: Language,
): Promise<StoredProductTerms> {
  const terms = await readProductTerms(db, productId);
  if (terms === null || terms.funderCompanyIds.length === 0) {
    throw fieldRefused('orderUnknownProduct', 'financingProductId', { id: productId }, lang);
  }
  return terms;
}
