import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { accountList } from '../../src/api/endpoints/org/account-list';
import { call, signIn } from './helpers/api';

type Page = { total: number; list: Record<string, unknown>[] };

function lister(pageId: string) {
  const entry = declaredLists.find((l) => l.declaration.id === pageId);
  if (!entry) throw new Error(`${pageId} is not declared`);
  return async (body: Record<string, unknown>): Promise<Page> => {
    const reply = await call(entry.endpoint, {
      token: await signIn('supplier'),
      body: { pageNum: 1, pageSize: 500, ...body },
    });
    expect(reply.body.code).toBe(200);
    return reply.body.data as Page;
  };
}

const purchases = lister('trading.purchase');
const invoices = lister('trading.invoice');

describe('list text search: contains, case-insensitive, trimmed, % wildcard (issue 17)', () => {
  it('finds a buyer by part of its name in any case, trimmed', async () => {
    const found = await purchases({ buyerName: '  sakura ' });
    expect(found.total).toBeGreaterThan(0);
    for (const row of found.list) expect(String(row.buyerName)).toMatch(/sakura/i);
    // `%` is the user's wildcard; `_` is a plain character, not LIKE's any-one.
    const wild = await purchases({ buyerName: 'SAK%K.K' });
    expect(wild.total).toBe(found.total);
    expect((await purchases({ buyerName: 'sakura_devices' })).total).toBe(0);
  });

  it('finds a purchase order and an invoice by part of their number', async () => {
    const all = await purchases({});
    const poNo = String(all.list[0]?.poNo);
    const part = poNo.slice(2, -2).toLowerCase();
    const byPart = await purchases({ poNo: part });
    expect(byPart.list.map((r) => r.poNo)).toContain(poNo);
    for (const row of byPart.list) expect(String(row.poNo).toLowerCase()).toContain(part);

    const someInvoice = String((await invoices({})).list[0]?.invoiceNo);
    const tail = someInvoice.slice(-5);
    const found = await invoices({ invoiceNo: tail });
    expect(found.list.map((r) => r.invoiceNo)).toContain(someInvoice);
    expect(found.total).toBeLessThan((await invoices({})).total);
  });

  it('searches the account list’s user names the same way', async () => {
    const token = await signIn('supplier');
    const accounts = async (body: Record<string, unknown>) => {
      const reply = await call(accountList, {
        token,
        body: { pageNum: 1, pageSize: 100, ...body },
      });
      return reply.body.data as Page;
    };
    const all = await accounts({});
    const userName = String(all.list[0]?.userName);
    const part = userName.slice(1, -1).toUpperCase();
    const found = await accounts({ userName: ` ${part} ` });
    expect(found.list.map((r) => r.userName)).toContain(userName);
    for (const row of found.list) expect(String(row.userName).toUpperCase()).toContain(part);
  });

  it('keeps select filters exact, and reads ALL as every value', async () => {
    const all = await purchases({});
    expect((await purchases({ status: 'ALL', currency: 'ALL' })).total).toBe(all.total);
    expect((await purchases({ status: '' })).total).toBe(all.total);
    const usd = await purchases({ currency: 'USD' });
    expect(usd.total).toBeGreaterThan(0);
    expect(usd.list.every((r) => r.currency === 'USD')).toBe(true);
    // A select is not a search: part of a code finds nothing.
    expect((await purchases({ currency: 'US' })).total).toBe(0);
    expect((await purchases({ currency: ['ALL'] })).total).toBe(all.total);
  });
});

describe('per-currency totals in one request (issue 17)', () => {
  it('answers a row per currency, each equal to that currency’s own sum', async () => {
    const grouped = await purchases({ amountSumByField: 'amount', sumGroupByField: 'currency' });
    const rows = grouped.list as { group: string; totalAmount: string; count: number }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r) => r.group)).toEqual([...rows.map((r) => r.group)].sort());
    for (const row of rows) {
      const one = await purchases({ amountSumByField: 'amount', currency: row.group });
      expect(one.list[0]).toEqual({ totalAmount: row.totalAmount, count: row.count });
    }
    // The filters apply to the grouped sums as to the plain one.
    const filtered = await purchases({
      amountSumByField: 'amount',
      sumGroupByField: 'currency',
      status: 'OPEN',
    });
    const openUsd = await purchases({
      amountSumByField: 'amount',
      currency: 'USD',
      status: 'OPEN',
    });
    const usdRow = (filtered.list as { group: string; totalAmount: string }[]).find(
      (r) => r.group === 'USD',
    );
    expect(usdRow?.totalAmount ?? '0.00').toBe(
      (openUsd.list[0] as { totalAmount: string }).totalAmount,
    );
  });
});
