import { beforeAll, describe, expect, it } from 'vitest';
import { queryDueBalanceTable } from '../../../src/api/endpoints/receivables/query-due-balance-table';
import { queryPaymentHistoryTable } from '../../../src/api/endpoints/receivables/query-payment-history-table';
import { call, signIn } from '../helpers/api';
import { cents, centsText, ok, type Page } from './helpers';

interface Receivable {
  id: number;
  invoiceNo: string;
  buyerCode: string;
  currency: string;
  dueDate: string;
  issueDate: string;
  amount: string;
  outstanding: string;
  status: string;
}

let token: string;
beforeAll(async () => {
  token = await signIn('supplier');
});

const table = (body: Record<string, unknown>) =>
  ok<Page<Receivable>>(queryDueBalanceTable, { token, body });

describe('the paged-request contract (queryDueBalanceTable)', () => {
  it('pages with pageNum and pageSize, the same order on every page, total over all', async () => {
    const all = await table({ pageNum: 1, pageSize: 60, orderByField: 'amount', isDesc: true });
    expect(all.total).toBeGreaterThan(1000);
    expect(all.list).toHaveLength(60);
    const second = await table({ pageNum: 2, pageSize: 20, orderByField: 'amount', isDesc: true });
    expect(second.pageNum).toBe(2);
    expect(second.pageSize).toBe(20);
    expect(second.total).toBe(all.total);
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(20, 40).map((r) => r.id));
    const amounts = all.list.map((r) => cents(r.amount));
    expect([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(amounts);
    expect(all.list.every((r) => cents(r.outstanding) > 0n)).toBe(true);
  });

  it('defaults to page 1 of 20 and accepts pageSize up to 20 000, not more', async () => {
    const page = await table({});
    expect([page.pageNum, page.pageSize, page.list.length]).toEqual([1, 20, 20]);
    const big = await table({ pageSize: 20000 });
    expect(big.list.length).toBe(Math.min(20000, big.total));
    const tooBig = await call(queryDueBalanceTable, { token, body: { pageSize: 20001 } });
    expect(tooBig.body.code).toBe(400);
    const unknownOrder = await call(queryDueBalanceTable, { token, body: { orderByField: 'x' } });
    expect(unknownOrder.body.code).toBe(400);
  });

  it('orders ascending and descending by a date column', async () => {
    const asc = await table({ orderByField: 'dueDate', isDesc: false, pageSize: 50 });
    const dates = asc.list.map((r) => r.dueDate);
    expect([...dates].sort()).toEqual(dates);
    const desc = await table({ orderByField: 'dueDate', isDesc: true, pageSize: 50 });
    expect((desc.list[0]?.dueDate ?? '') >= (asc.list.at(-1)?.dueDate ?? '')).toBe(true);
    expect([...desc.list.map((r) => r.dueDate)].sort().reverse()).toEqual(
      desc.list.map((r) => r.dueDate),
    );
  });

  it('filters by {field} values, limited by filterFields, and by {field}Begin/End', async () => {
    const usd = await table({ currency: 'USD', pageSize: 200 });
    expect(usd.total).toBeGreaterThan(0);
    expect(usd.list.every((r) => r.currency === 'USD')).toBe(true);
    const two = await table({ currency: ['USD', 'EUR'], status: 'OVERDUE', pageSize: 200 });
    expect(two.list.every((r) => ['USD', 'EUR'].includes(r.currency))).toBe(true);
    expect(two.list.every((r) => r.status === 'OVERDUE')).toBe(true);
    const onlyStatus = await table({
      currency: 'USD',
      status: 'OVERDUE',
      filterFields: ['status'],
      pageSize: 200,
    });
    expect(new Set(onlyStatus.list.map((r) => r.currency)).size).toBeGreaterThan(1);
    const ranged = await table({
      dueDateBegin: '2025-01-01',
      dueDateEnd: '2025-03-31',
      amountBegin: '1000.00',
      amountEnd: 200000,
      pageSize: 500,
    });
    expect(ranged.total).toBeGreaterThan(0);
    for (const r of ranged.list) {
      expect(r.dueDate >= '2025-01-01' && r.dueDate <= '2025-03-31').toBe(true);
      expect(cents(r.amount) >= 100000n && cents(r.amount) <= 20000000n).toBe(true);
    }
    const all = await table({ pageSize: 1 });
    const sum = await table({ pageSize: 1, dueDateBegin: '2025-01-01' });
    const rest = await table({ pageSize: 1, dueDateEnd: '2024-12-31' });
    expect(sum.total + rest.total).toBe(all.total);
  });

  it('answers the option values of a text column with filterByField', async () => {
    const options = await ok<Page<{ value: string }>>(queryDueBalanceTable, {
      token,
      body: { filterByField: 'currency', pageNum: 1, pageSize: 20000 },
    });
    expect(options.list.map((o) => o.value)).toEqual(['CNY', 'EUR', 'HKD', 'JPY', 'SGD', 'USD']);
    expect(options.total).toBe(6);
  });
});

describe('amountSumByField and dateFilterByField', () => {
  it('sums exactly what the pages hold (BigInt cents)', async () => {
    const filter = { currency: 'EUR', dueDateBegin: '2025-06-01', dueDateEnd: '2026-03-31' };
    const rows = await table({ ...filter, pageSize: 20000 });
    expect(rows.total).toBeLessThanOrEqual(20000);
    const expected = rows.list.reduce((sum, r) => sum + cents(r.outstanding), 0n);
    const summed = await ok<Page<{ totalAmount: string; count: number }>>(queryDueBalanceTable, {
      token,
      body: { ...filter, amountSumByField: 'outstanding' },
    });
    expect(summed.list[0]?.totalAmount).toBe(centsText(expected));
    expect(summed.list[0]?.count).toBe(rows.total);
    expect(summed.total).toBe(rows.total);
  });

  it('sums a whole table of payments exactly', async () => {
    const first = await ok<Page<{ amount: string }>>(queryPaymentHistoryTable, {
      token,
      body: { pageSize: 20000, currency: 'JPY' },
    });
    let expected = first.list.reduce((sum, r) => sum + cents(r.amount), 0n);
    for (let page = 2; (page - 1) * 20000 < first.total; page++) {
      const next = await ok<Page<{ amount: string }>>(queryPaymentHistoryTable, {
        token,
        body: { pageNum: page, pageSize: 20000, currency: 'JPY' },
      });
      expected = next.list.reduce((sum, r) => sum + cents(r.amount), expected);
    }
    const summed = await ok<Page<{ totalAmount: string }>>(queryPaymentHistoryTable, {
      token,
      body: { currency: 'JPY', amountSumByField: 'amount' },
    });
    expect(summed.list[0]?.totalAmount).toBe(centsText(expected));
    expect(summed.list[0]?.totalAmount.endsWith('.00')).toBe(true);
  });

  it('answers minTime and maxTime of the filtered rows in rows[0]', async () => {
    const filter = { buyerCode: 'B00007' };
    const rows = await table({ ...filter, pageSize: 20000 });
    const dates = rows.list.map((r) => r.issueDate).sort();
    const range = await ok<Page<{ minTime: string; maxTime: string }>>(queryDueBalanceTable, {
      token,
      body: { ...filter, dateFilterByField: 'issueDate' },
    });
    expect(range.list[0]).toEqual({ minTime: dates[0], maxTime: dates.at(-1) });
    const none = await ok<Page<{ minTime: null; maxTime: null }>>(queryDueBalanceTable, {
      token,
      body: { buyerCode: 'NOBODY', dateFilterByField: 'dueDate' },
    });
    expect(none.list[0]).toEqual({ minTime: null, maxTime: null });
  });
});
