import { describe, expect, it } from 'vitest';
import { declaredLists, type DeclaredList } from '../../src/api/endpoints/pages/declared-lists';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { COMPANIES } from '../../server/seed/data/companies';
import { COUNTERPARTY_COMPANIES } from '../../server/seed/data/counterparty-companies';
import { call, signIn } from './helpers/api';

type Page = { total: number; list: Record<string, unknown>[] };

function declared(pageId: string): DeclaredList {
  const found = declaredLists.find((l) => l.declaration.id === pageId);
  if (!found) throw new Error(`${pageId} is not declared`);
  return found;
}

async function rows(pageId: string, token: string, language = 'en-US'): Promise<Page> {
  const reply = await call(declared(pageId).endpoint, {
    token,
    language,
    body: { pageNum: 1, pageSize: 100 },
  });
  expect(reply.body.code).toBe(200);
  return reply.body.data as Page;
}

async function authorities(token: string): Promise<string[]> {
  const user = userInfo.data.parse((await call(userInfo, { token })).body.data);
  return user.authorities.map((a) => a.pid);
}

/** A demo company's name as en-US lists show it (the calls' default language). */
const companyName = (id: string) => COMPANIES.find((c) => c.id === id)?.nameEn ?? '';

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

  it('lists name each company in the request language, as the company directory does', async () => {
    const token = await signIn('supplier');
    const english = await rows('trading.purchase', token, 'en-US');
    const chinese = await rows('trading.purchase', token, 'zh-CN');
    const directory = [...COMPANIES, ...COUNTERPARTY_COMPANIES];
    const byId = new Map(chinese.list.map((r) => [r.id, r]));
    // A PO sold to a Chinese buyer: its Chinese name in zh-CN, its English one in en-US.
    const po = english.list.find((r) =>
      directory.some((c) => c.nameEn === r.buyerName && c.name !== c.nameEn),
    );
    expect(po).toBeDefined();
    const company = directory.find((c) => c.nameEn === po?.buyerName);
    expect(byId.get(po?.id)?.buyerName).toBe(company?.name);
    expect(company?.name).not.toBe(company?.nameEn);
    // The seller is the supplier's own company, under its name in each language.
    expect(po?.supplierName).toBe(companyName('C001'));
    expect(byId.get(po?.id)?.supplierName).toBe(COMPANIES[0]?.name);
  });

  it('seeded wording reads in the request language: products and contract titles', async () => {
    const token = await signIn('supplier');
    const english = await rows('contract.info', token, 'en-US');
    const chinese = await rows('contract.info', token, 'zh-CN');
    const byId = new Map(chinese.list.map((r) => [r.id, r]));
    const contract = english.list.find((r) => r.productName === 'Receivables financing');
    expect(contract).toBeDefined();
    const same = byId.get(contract?.id);
    expect(same?.productName).toBe('应收账款融资');
    expect(String(same?.contractName)).toMatch(/^应收账款融资协议 – /);
    expect(String(contract?.contractName)).toMatch(/^Receivables financing agreement – /);
    // Finance orders name their product as the product directory does in each language.
    const orders = await rows('finance.financeOrder', token, 'zh-CN');
    expect(orders.list.length).toBeGreaterThan(0);
    for (const row of orders.list) expect(String(row.productName)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a viewer (noaccess) sees the contracts but may not sign them', async () => {
    const granted = await authorities(await signIn('noaccess'));
    expect(granted).toContain('contract.info.export');
    expect(granted).not.toContain('contract.info.signOff');
  });

  it("a funder's finance orders are the ones it funds", async () => {
    const funder = companyName('C003');
    const page = await rows('finance.financeOrder', await signIn('funder'));
    expect(page.total).toBeGreaterThan(20);
    for (const row of page.list) expect(row.funderName).toBe(funder);
  });
});
