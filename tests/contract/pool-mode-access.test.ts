import { describe, expect, it } from 'vitest';
import { availableFinanceProductList } from '../../src/api/endpoints/finance-order/available-finance-product-list';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { call, signIn } from './helpers/api';
import { create } from './finance-order/order-support';

/**
 * The server applies the exclusions of the company's business type (spec 000 §6) as the guard
 * does (docs/security.md#pool-mode): each of these users holds the page in its menu, and is
 * refused 403 all the same. Nothing here changes data: every call that could is refused.
 */
function declaredList(pageId: string) {
  const found = declaredLists.find((l) => l.declaration.id === pageId);
  if (!found) throw new Error(`${pageId} is not declared`);
  return found;
}

const listOf = async (pageId: string, token: string) =>
  (
    await call(declaredList(pageId).endpoint, {
      token,
      body: { pageNum: 1, pageSize: 20 },
    })
  ).body;

/** A well-formed application, so only the permission can refuse it (supplier's own invoice). */
const application = {
  financingProductId: 'P001',
  funderCompanyId: 'C003',
  buyerName: 'Northwind Retail Group Pte. Ltd.',
  receivables: [{ kind: 'INVOICE' as const, id: 'INV-C001-G02' }],
  submit: false,
};

describe('pool-mode exclusions on the server (spec 000 §6)', () => {
  it.each(['supplier-pool', 'supplier-dbs'])(
    '%s may not apply for, pick for or list finance orders',
    async (user) => {
      const token = await signIn(user);
      expect((await create(token, application)).body.code).toBe(403);
      const products = await call(availableFinanceProductList, { token, body: {} });
      expect(products.body.code).toBe(403);
      expect((await listOf('finance.financeOrder', token)).code).toBe(403);
    },
  );

  it('serves supplier-dbs its DBS finance page and supplier-pool its pool factoring page', async () => {
    const dbs = await listOf('finance.dbsFinance', await signIn('supplier-dbs'));
    expect(dbs.code).toBe(200);
    const pool = await signIn('supplier-pool');
    for (const pageId of ['finance.poolFactoring', 'finance.account', 'finance.interest']) {
      expect((await listOf(pageId, pool)).code).toBe(200);
    }
  });

  it('refuses a company without a pool mode the pool pages its menu holds', async () => {
    const supplier = await signIn('supplier');
    for (const pageId of ['finance.poolFactoring', 'finance.dbsFinance']) {
      expect((await listOf(pageId, supplier)).code).toBe(403);
    }
    // The funder's menu names finance accounts and interest; its business type takes them away.
    const funder = await signIn('funder');
    for (const pageId of ['finance.account', 'finance.interest']) {
      expect((await listOf(pageId, funder)).code).toBe(403);
    }
    // Its finance orders stay open to it.
    expect((await listOf('finance.financeOrder', funder)).code).toBe(200);
  });
});
