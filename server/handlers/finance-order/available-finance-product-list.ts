import { availableFinanceProductList } from '../../../src/api/endpoints/finance-order/available-finance-product-list';
import { offeredProductTerms } from '../../finance-order/product-terms-store';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';
import { productOption } from './product-option';

/** POST availableFinanceProductList: every product some funder offers, with its terms. */
export function registerAvailableFinanceProductList(api: ApiMount): void {
  route(api, availableFinanceProductList, async ({ db, user, lang }) => {
    requireSupplier(user);
    const offered = await offeredProductTerms(db);
    const options = [];
    for (const terms of offered) options.push(await productOption(db, terms, lang));
    return options;
  });
}
