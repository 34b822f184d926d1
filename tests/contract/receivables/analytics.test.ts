import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { availableForFinanceAmount } from '../../../src/api/endpoints/receivables/available-for-finance-amount';
import { queryAccountReceivableByBuyer } from '../../../src/api/endpoints/receivables/query-account-receivable-by-buyer';
import { queryAccountReceivableByDate } from '../../../src/api/endpoints/receivables/query-account-receivable-by-date';
import { queryBuyerCodeList } from '../../../src/api/endpoints/receivables/query-buyer-code-list';
import { queryBuyerList } from '../../../src/api/endpoints/receivables/query-buyer-list';
import { queryCurrencyList } from '../../../src/api/endpoints/receivables/query-currency-list';
import { queryDilutionByBuyer } from '../../../src/api/endpoints/receivables/query-dilution-by-buyer';
import { queryDilutionByBuyerTable } from '../../../src/api/endpoints/receivables/query-dilution-by-buyer-table';
import { queryDilutionByDate } from '../../../src/api/endpoints/receivables/query-dilution-by-date';
import { queryDilutionByDateTable } from '../../../src/api/endpoints/receivables/query-dilution-by-date-table';
import { queryDilutionCount } from '../../../src/api/endpoints/receivables/query-dilution-count';
import { queryDueBalance } from '../../../src/api/endpoints/receivables/query-due-balance';
import { queryDueBalanceCount } from '../../../src/api/endpoints/receivables/query-due-balance-count';
import { queryDueBalanceTable } from '../../../src/api/endpoints/receivables/query-due-balance-table';
import { queryFinancingBalanceAmount } from '../../../src/api/endpoints/receivables/query-financing-balance-amount';
import { queryHistoryDueBalance } from '../../../src/api/endpoints/receivables/query-history-due-balance';
import { queryPaymentHistoryByBuyer } from '../../../src/api/endpoints/receivables/query-payment-history-by-buyer';
import { queryPaymentHistoryByDate } from '../../../src/api/endpoints/receivables/query-payment-history-by-date';
import { queryPaymentHistoryTable } from '../../../src/api/endpoints/receivables/query-payment-history-table';
import { queryRepaymentDueInNext7DaysAmount } from '../../../src/api/endpoints/receivables/query-repayment-due-next-7-days';
import { queryTradeInfoCount } from '../../../src/api/endpoints/receivables/query-trade-info-count';
import { call, signIn, type CallOptions } from '../helpers/api';
import { cents, centsText, ok, type Page } from './helpers';

const AGGREGATES: EndpointDef[] = [
  queryTradeInfoCount,
  queryDueBalance,
  queryDueBalanceCount,
  queryHistoryDueBalance,
  queryAccountReceivableByBuyer,
  queryPaymentHistoryByBuyer,
  queryDilutionByBuyer,
  queryDilutionByDate,
  queryPaymentHistoryByDate,
  queryAccountReceivableByDate,
  queryFinancingBalanceAmount,
  queryRepaymentDueInNext7DaysAmount,
  availableForFinanceAmount,
  queryDilutionCount,
];
const TABLES: EndpointDef[] = [
  queryDueBalanceTable,
  queryPaymentHistoryTable,
  queryDilutionByBuyerTable,
  queryDilutionByDateTable,
];

let token: string;
beforeAll(async () => {
  token = await signIn('supplier');
});

describe('every receivables-analytics endpoint answers its declaration', () => {
  const bodies: unknown[] = [
    {},
    { currency: 'USD' },
    { buyerCode: 'B00042', beginDate: '2025-01-01', endDate: '2025-12-31' },
  ];
  for (const endpoint of AGGREGATES) {
    it(endpoint.id, async () => {
      for (const body of bodies) await ok(endpoint, { token, body });
      const bad = await call(endpoint, { token, body: { beginDate: '2025/01/01' } });
      expect(bad.body.code).toBe(400);
      const anonymous = await call(endpoint, { body: {} });
      expect(anonymous.body.code).toBe(401);
    });
  }
  for (const endpoint of TABLES) {
    it(`${endpoint.id} in every mode`, async () => {
      const page = await ok<Page<unknown>>(endpoint, { token, body: { pageSize: 50 } });
      expect(page.list.length).toBeGreaterThan(0);
      await ok(endpoint, { token, body: { amountSumByField: pickMoney(endpoint) } });
      await ok(endpoint, { token, body: { dateFilterByField: pickDate(endpoint) } });
      await ok(endpoint, { token, body: { filterByField: 'currency', pageSize: 20000 } });
      await ok(endpoint, {
        token,
        body: { orderByField: 'currency', isDesc: true, currency: 'JPY' },
      });
    });
  }
  it('queryBuyerList, queryCurrencyList and queryBuyerCodeList', async () => {
    const buyers = await ok<{ buyerCode: string; receivableCount: number }[]>(queryBuyerList, {
      token,
      body: {},
    });
    expect(buyers).toHaveLength(500);
    const counts = await ok<{ receivableCount: number }>(queryTradeInfoCount, { token, body: {} });
    expect(counts.receivableCount).toBeGreaterThan(10_000);
    expect(buyers.reduce((n, b) => n + b.receivableCount, 0)).toBe(counts.receivableCount);
    const found = await ok<{ buyerCode: string }[]>(queryBuyerList, {
      token,
      body: { keyword: 'b00012' },
    });
    expect(found.map((b) => b.buyerCode)).toEqual(['B00012']);
    const byName = await ok<{ buyerName: string }[]>(queryBuyerList, {
      token,
      body: { keyword: 'CO. 49' },
    });
    expect(byName).toHaveLength(11);
    expect(byName.every((b) => b.buyerName.includes('Co. 49'))).toBe(true);
    const currencies = await ok<string[]>(queryCurrencyList, { token });
    expect(currencies).toEqual(['CNY', 'EUR', 'HKD', 'JPY', 'SGD', 'USD']);
    const options = await ok<{ buyerCode: string; buyerName: string }[]>(queryBuyerCodeList, {
      token,
    });
    expect(options).toHaveLength(500);
    expect(options[0]).toEqual({ buyerCode: 'B00001', buyerName: expect.any(String) as string });
    expect(new Set(options.map((o) => o.buyerName)).size).toBe(500);
  });
});

describe('figures agree with each other, exactly', () => {
  it('due balance per currency equals the sums of the due-balance table', async () => {
    const balances = await ok<
      { currency: string; totalBalance: string; notDueBalance: string; overdueBalance: string }[]
    >(queryDueBalance, { token, body: {} });
    for (const b of balances) {
      const summed = await ok<Page<{ totalAmount: string }>>(queryDueBalanceTable, {
        token,
        body: { currency: b.currency, amountSumByField: 'outstanding' },
      });
      expect(summed.list[0]?.totalAmount, b.currency).toBe(b.totalBalance);
      expect(centsText(cents(b.notDueBalance) + cents(b.overdueBalance))).toBe(b.totalBalance);
    }
  });

  it('payments by buyer and by date add up to the same totals', async () => {
    const byBuyer = await ok<{ currency: string; paidAmount: string; paymentCount: number }[]>(
      queryPaymentHistoryByBuyer,
      { token, body: { currency: 'SGD' } },
    );
    const byDate = await ok<{ currency: string; paidAmount: string; paymentCount: number }[]>(
      queryPaymentHistoryByDate,
      { token, body: { currency: 'SGD' } },
    );
    const total = (rows: { paidAmount: string }[]) =>
      rows.reduce((s, r) => s + cents(r.paidAmount), 0n);
    expect(total(byBuyer)).toBe(total(byDate));
    const counts = await ok<{ paymentCount: number }>(queryTradeInfoCount, {
      token,
      body: { currency: 'SGD' },
    });
    expect(byBuyer.reduce((n, r) => n + r.paymentCount, 0)).toBe(counts.paymentCount);
  });
});

describe('data of one company only', () => {
  it('another supplier company with the dashboard sees no receivables of the demo supplier', async () => {
    const other = await signIn('supplier-dbs');
    const options: CallOptions = { token: other, body: {} };
    expect(await ok(queryCurrencyList, { token: other })).toEqual([]);
    expect(await ok(queryDueBalance, options)).toEqual([]);
    const page = await ok<Page<unknown>>(queryDueBalanceTable, options);
    expect(page.total).toBe(0);
  });

  it.each(['limited', 'noaccess', 'buyer', 'funder'])(
    'answers %s, whose menu has no receivables dashboard, 403',
    async (user) => {
      const token = await signIn(user);
      for (const endpoint of [queryCurrencyList, queryDueBalance, queryDueBalanceTable]) {
        const reply = await call(
          endpoint,
          endpoint.method === 'GET' ? { token } : { token, body: {} },
        );
        expect(reply.body).toMatchObject({ code: 403, messageKey: 'common.error.forbidden' });
      }
    },
  );
});

function pickMoney(endpoint: EndpointDef): string {
  if (endpoint === queryDueBalanceTable) return 'outstanding';
  if (endpoint === queryPaymentHistoryTable) return 'amount';
  return 'dilutionAmount';
}

function pickDate(endpoint: EndpointDef): string {
  if (endpoint === queryDueBalanceTable) return 'dueDate';
  if (endpoint === queryPaymentHistoryTable) return 'paymentDate';
  if (endpoint === queryDilutionByBuyerTable) return 'lastDilutionDate';
  return 'dilutionDate';
}
