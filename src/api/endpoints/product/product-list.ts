import { z } from 'zod';
import { freeText, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { pageNumber } from '../../../shared/validation/input/numbers';
import { defineEndpoint } from '../../contract/endpoint';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, pageSchema } from '../../contract/paged';
import { SEARCH_PAGE_SIZE_MAX } from '../contract/template-query';

export const financingProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** In the caller's language (x-language). */
  name: z.string(),
  productType: z.string(),
  currency: z.string(),
});
export type FinancingProduct = z.infer<typeof financingProductSchema>;

/** GET: financing products whose English or Chinese name contains `name`, paged. */
export const productList = defineEndpoint({
  id: 'product.list',
  method: 'GET',
  path: '/api/{product}-financial-transaction/product/list',
  // The query is text on the wire.
  query: z.object({
    name: freeText(TEXT_LIMITS.name).optional(),
    pageNum: z.coerce.number().pipe(pageNumber).default(DEFAULT_PAGE),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
  }),
  data: pageSchema(financingProductSchema),
});
