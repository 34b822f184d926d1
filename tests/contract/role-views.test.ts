import { describe, expect, it } from 'vitest';
import { declaredLists, type DeclaredList } from '../../src/api/endpoints/pages/declared-lists';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { COMPANIES } from '../../server/seed/data/companies';
import { call, signIn } from './helpers/api';

type Page = { total: number; list: Record<string, unknown>[] };

function declared(pageId: string): DeclaredList {
  const found = declaredLists.find((l) => l.declaration.id === pageId);
  if (!found) throw new Error(`${pageId} is not declared`);
  return found;
}

async function rows(pageId: string, token: string): Promise<Page> {
  const reply = await call(declared(pageId).endpoint, {
    token,
    body: { pageNum: 1, pageSize: 100 },
  });
  expect(reply.body.code).toBe(200);
  return reply.body.data as Page;
}

async function authorities(token: string): Promise<string[]> {
  const user = userInfo.data.parse((await call(userInfo, { token })).body.data);
  return user.authorities.map((a) => a.pid);
}

const companyName = (id: string) => COMPANIES.find((c) => c.id === id)?.name ?? '';

/** docs/role-views.md: what each role sees on the lists its menu holds. */
describe('role views', () => {
  it("a buyer's purchase orders and invoices are ones it placed and received, naming the supplier", async () => {
    const token = await signIn('buyer');
    const buyer = companyName('C002');
    for (const pageId of ['trading.purchase', 'trading.invoice']) {
      const page = await rows(pageId, token);
      expect(page.total, pageId).toBeGreaterThan(20);
      for (const row of page.list) {
        expect(row.buyerName, pageId).toBe(buyer);
        expect(typeof row.supplierName, pageId).toBe('string');
        expect(row.supplierName, pageId).not.toBe(buyer);
      }
    }
  });

  it("a supplier's purchase orders are ones it sold, to buyers other than itself", async () => {
    const page = await rows('trading.purchase', await signIn('supplier'));
    const supplier = companyName('C001');
    for (const row of page.list) {
      expect(row.supplierName).toBe(supplier);
      expect(row.buyerName).not.toBe(supplier);
    }
    // The demo buyer is among its buyers: the same company under the same name.
    expect(page.list.map((r) => r.buyerName)).toContain(companyName('C002'));
  });

  it('a company that sells and buys sees its purchases only while acting as BUYER', async () => {
    const token = await signIn('supplier');
    const self = companyName('C001');
    const selling = await rows('trading.purchase', token);
    await call(roleChange, { token, params: { role: 'BUYER' } });
    const buying = await rows('trading.purchase', token);
    expect(buying.total).toBeGreaterThan(0);
    for (const row of buying.list) {
      expect(row.buyerName).toBe(self);
      expect(row.supplierName).not.toBe(self);
    }
    const sold = new Set(selling.list.map((r) => r.id));
    expect(buying.list.some((r) => sold.has(r.id))).toBe(false);
  });

  it('a buyer may not create, edit, upload or delete invoices and orders, only view and export', async () => {
    const buyer = await authorities(await signIn('buyer'));
    expect(buyer).toContain('trading.invoice.view');
    expect(buyer).toContain('trading.purchase.export');
    for (const pid of [
      'trading.invoice.create',
      'trading.invoice.edit',
      'trading.invoice.delete',
      'trading.invoice.batchUpload',
      'trading.purchase.create',
      'trading.purchase.delete',
    ]) {
      expect(buyer, pid).not.toContain(pid);
    }
    // The supplier has them, and loses them while acting as buyer.
    const token = await signIn('supplier');
    expect(await authorities(token)).toContain('trading.invoice.create');
    await call(roleChange, { token, params: { role: 'BUYER' } });
    expect(await authorities(token)).not.toContain('trading.invoice.create');
  });

  it("a funder's finance orders are the ones it funds", async () => {
    const funder = companyName('C003');
    const page = await rows('finance.financeOrder', await signIn('funder'));
    expect(page.total).toBeGreaterThan(20);
    for (const row of page.list) expect(row.funderName).toBe(funder);
  });
});
