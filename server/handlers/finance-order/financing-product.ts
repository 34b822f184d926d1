import { financingProduct } from '../../../src/api/endpoints/finance-order/financing-product';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { offeredProduct, requireSupplier } from './picker-access';
import { productOption } from './product-option';

/** POST financingProduct?id=: one offered product with its terms and rate. */
export function registerFinancingProduct(api: ApiMount): void {
  route(api, financingProduct, async ({ db, user, lang, query }) => {
    requireSupplier(user);
    return productOption(db, await offeredProduct(db, query.id, lang), lang);
  });
}
