import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { summaryCompany } from '../../src/api/endpoints/session/summary-company';
import { call, signIn } from './helpers/api';

/**
 * summaryCompany's figures follow from the records the lists show (docs/home.md): each one is
 * checked against the finance-order and contract lists' own totals under the same conditions, so
 * a figure read from anywhere else (a table of its own, a stale copy) fails.
 */

const AMOUNT = /^\d+\.\d{2}$/;
const OUTSTANDING = ['DISBURSED', 'OVERDUE', 'ARP_REQUESTED'];

type Group = { group: string | null; totalAmount: string; count: number };
type Page = { total: number; list: Record<string, unknown>[] };

async function summary(token: string, language = 'en-US') {
  const reply = await call(summaryCompany, { token, body: {}, language });
  expect(reply.body.code, reply.body.message).toBe(200);
  return summaryCompany.data.parse(reply.body.data);
}

async function list(pageId: string, token: string, body: Record<string, unknown>): Promise<Page> {
  const found = declaredLists.find((l) => l.declaration.id === pageId);
  if (!found) throw new Error(`${pageId} is not declared`);
  const reply = await call(found.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 1, isOperation: true, ...body },
  });
  expect(reply.body.code, `${pageId}: ${reply.body.message}`).toBe(200);
  return reply.body.data as Page;
}

/** The list's summary-row total of a column under the filters, as exact cents. */
async function sumCents(
  pageId: string,
  token: string,
  field: string,
  filters: Record<string, unknown>,
): Promise<bigint> {
  const page = await list(pageId, token, { ...filters, amountSumByField: field });
  const total = (page.list[0] as { totalAmount: string }).totalAmount;
  expect(total).toMatch(AMOUNT);
  return BigInt(total.replace('.', ''));
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const today = () => new Date().toISOString().slice(0, 10);

/** What the lists say the figures must be, for a user whose menu holds both lists. */
async function fromLists(token: string) {
  const orders = await list('finance.financeOrder', token, {});
  const byCurrency = (
    await list('finance.financeOrder', token, {
      pageSize: 20_000,
      amountSumByField: 'applyAmount',
      sumGroupByField: 'currency',
    })
  ).list as Group[];
  const main =
    byCurrency
      .filter((g) => g.group !== null)
      .sort((a, b) => b.count - a.count || String(a.group).localeCompare(String(b.group)))[0]
      ?.group ?? 'USD';
  const financed = await sumCents('finance.financeOrder', token, 'financedAmount', {
    currency: main,
  });
  let outstanding = 0n;
  for (const status of OUTSTANDING) {
    outstanding += await sumCents('finance.financeOrder', token, 'financedAmount', {
      currency: main,
      status,
    });
  }
  const limits = await sumCents('contract.info', token, 'facilityLimit', {
    currency: main,
    signStatus: 'SIGNED',
    expiryDateBegin: today(),
  });
  const available = limits > outstanding ? limits - outstanding : 0n;
  return { orderCount: orders.total, currency: main, financed, outstanding, available };
}

function expectFigures(
  figures: Awaited<ReturnType<typeof summary>>,
  lists: Awaited<ReturnType<typeof fromLists>>,
) {
  expect(figures.orderCount).toBe(lists.orderCount);
  expect(figures.currency).toBe(lists.currency);
  expect(cents(figures.financedAmount)).toBe(lists.financed);
  expect(cents(figures.outstandingAmount)).toBe(lists.outstanding);
  expect(cents(figures.availableLimit)).toBe(lists.available);
}

describe('summaryCompany (home page figures from the records)', () => {
  it("is the supplier's finance-order and contract lists' own totals", async () => {
    const token = await signIn('supplier');
    const lists = await fromLists(token);
    // The demo supplier has paid-out orders and signed contracts: the figures are not all zero.
    expect(lists.orderCount).toBeGreaterThan(0);
    expect(lists.financed).toBeGreaterThan(0n);
    expectFigures(await summary(token), lists);
  });

  it('is the lists of the orders a funder funds', async () => {
    const token = await signIn('funder');
    const lists = await fromLists(token);
    expect(lists.orderCount).toBeGreaterThan(0);
    expectFigures(await summary(token), lists);
  });

  it("is the director's company's lists, as its COMPANY user acting as supplier reads them", async () => {
    const token = await signIn('company');
    await call(roleChange, { token, params: { role: 'supplier' } });
    expectFigures(await summary(await signIn('director')), await fromLists(token));
  });

  it('does not depend on the company role, and names the company in Chinese for zh-CN', async () => {
    const token = await signIn('supplier');
    const first = await summary(token);
    expect(first.companyName).toBe('Evergreen Components (Shenzhen) Co., Ltd.');
    await call(roleChange, { token, params: { role: 'buyer' } });
    expect(await summary(token)).toEqual(first);
    expect((await summary(token, 'zh-CN')).companyName).toBe('常青元器件（深圳）有限公司');
  });

  it('spells every amount with two places for every demo company', async () => {
    for (const user of ['buyer', 'funder', 'director', 'supplier-dbs', 'supplier-pool']) {
      const figures = await summary(await signIn(user));
      for (const amount of [
        figures.financedAmount,
        figures.outstandingAmount,
        figures.availableLimit,
      ]) {
        expect(amount, `${user}: ${amount}`).toMatch(AMOUNT);
      }
      expect(Number.isInteger(figures.orderCount)).toBe(true);
    }
  });
});
