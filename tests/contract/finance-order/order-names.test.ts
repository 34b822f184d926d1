import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { call, signIn } from '../helpers/api';

/**
 * A finance order's detail names its parties and product in the request's language, as its list
 * does (server/handlers/pages/shown-values.ts): Evergreen's Chinese registered name is stored on
 * the order, and an en-US reader gets the English one; a zh-CN reader gets the product's Chinese.
 */
const listed = declaredLists.find((l) => l.declaration.id === financeOrderPage.id);

async function firstOrderId(token: string): Promise<string> {
  if (!listed) throw new Error('finance orders are not declared');
  const reply = await call(listed.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 1, isOperation: true },
  });
  const row = (reply.body.data as { list: { id: string }[] }).list[0];
  if (!row) throw new Error('the seed has no finance order for the supplier');
  return row.id;
}

const detailIn = async (token: string, id: string, language: 'en-US' | 'zh-CN') =>
  (await call(financeOrderDetail, { token, language, query: { id } })).body.data as FinanceOrder;

describe('finance order detail names', () => {
  it('reads the supplier and product names in the request language', async () => {
    const token = await signIn('supplier');
    const id = await firstOrderId(token);
    const english = await detailIn(token, id, 'en-US');
    const chinese = await detailIn(token, id, 'zh-CN');
    expect(english.supplierName).toBe('Evergreen Components (Shenzhen) Co., Ltd.');
    expect(chinese.supplierName).toBe('常青元器件（深圳）有限公司');
    expect(english.productName).toMatch(/[A-Za-z]/);
    expect(chinese.productName).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese.productName).not.toBe(english.productName);
  });
});
