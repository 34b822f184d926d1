import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import { productList, type FinancingProduct } from '../../api/endpoints/product/product-list';
import { SEARCH_PAGE } from './search-limits';

/** The first page of financing products whose name contains the text. */
export async function searchProducts(http: HttpClient, text: string): Promise<FinancingProduct[]> {
  const page = await http.call(productList, { query: { name: text.trim(), ...SEARCH_PAGE } });
  // A real backend may page in another shape; normalizePage reads them all.
  return normalizePage<FinancingProduct>(page).rows;
}
