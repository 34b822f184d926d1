import { productList } from '../../../src/api/endpoints/product/product-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedNameSearch } from './paged-name-search';

/** GET financing product page: products whose English or Chinese name contains `name`. */
export function registerProductList(api: ApiMount): void {
  route(api, productList, async ({ db, query, lang }) => {
    const { total, rows } = await pagedNameSearch<{
      id: string;
      code: string;
      product_type: string;
      currency: string;
      name_en: string;
      name_cn: string;
    }>(db, 'financing_products', 'id, code, product_type, currency', { ...query, lang });
    return {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      total,
      list: rows.map(({ product_type, ...rest }) => ({ ...rest, productType: product_type })),
    };
  });
}
