import { describe, expect, it } from 'vitest';
import {
  bucketForecast,
  bucketRanges,
  drillIds,
  drillRows,
} from '../../../src/worker/cashflow/bucket-forecast';
import type { ForecastSource } from '../../../src/worker/cashflow/forecast-source';
import { prepareForecast } from '../../../src/worker/cashflow/prepare-forecast';
import { formatDay, parseDay } from '../../../src/worker/query/values';

/** The element at `i`, or a failed test when there is none. */
function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`no element ${i}`);
  return value;
}
const defined = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('not found');
  return value;
};

interface R {
  id: number;
  buyer: string;
  currency?: string;
  due: string;
  outstanding: number;
  status?: string;
  financed?: boolean;
}
interface F {
  receivableId: number;
  currency?: string;
  repayment: string;
  balance: number;
  status?: string;
}

/** A forecast source over plain rows; money in cents. */
function source(
  receivables: R[],
  payments: { id: number; day: string; amount?: number }[] = [],
  dilutions: { id: number; amount: number }[] = [],
  financings: F[] = [],
): ForecastSource {
  return {
    receivables: {
      length: receivables.length,
      id: (i) => at(receivables, i).id,
      buyerCode: (i) => at(receivables, i).buyer,
      currency: (i) => at(receivables, i).currency ?? 'USD',
      dueDay: (i) => parseDay(at(receivables, i).due),
      outstanding: (i) => at(receivables, i).outstanding,
      status: (i) => at(receivables, i).status ?? 'OPEN',
      financed: (i) => at(receivables, i).financed ?? false,
    },
    payments: {
      length: payments.length,
      receivableId: (i) => at(payments, i).id,
      paymentDay: (i) => parseDay(at(payments, i).day),
      amount: (i) => at(payments, i).amount ?? 0,
    },
    dilutions: {
      length: dilutions.length,
      receivableId: (i) => at(dilutions, i).id,
      amount: (i) => at(dilutions, i).amount,
    },
    financings: {
      length: financings.length,
      receivableId: (i) => at(financings, i).receivableId,
      currency: (i) => at(financings, i).currency ?? 'USD',
      repaymentDay: (i) => parseDay(at(financings, i).repayment),
      balance: (i) => at(financings, i).balance,
      status: (i) => at(financings, i).status ?? 'ACTIVE',
    },
  };
}

const AS_OF = parseDay('2026-01-07'); // a Wednesday
const day = (d: number) => formatDay(parseDay('2025-10-01') + d);

/** `n` paid receivables of `buyer` (ids from `from`), each paid `late[k]` days after its due day. */
function history(buyer: string, from: number, late: number[]) {
  const receivables: R[] = late.map((_, k) => ({
    id: from + k,
    buyer,
    due: day(k),
    outstanding: 0,
    status: 'PAID',
  }));
  const payments = late.map((l, k) => ({ id: from + k, day: day(k + l) }));
  return { receivables, payments };
}

const late = history('LATE', 1000, [10, 10, 11, 9, 10, 10]);
const punctual = history('ONTIME', 2000, [0, 1, -1, 0, 0, 300]);

function prepared(
  open: R[],
  extra: Partial<{ dilutions: { id: number; amount: number }[]; financings: F[] }> = {},
) {
  return prepareForecast(
    source(
      [...late.receivables, ...punctual.receivables, ...open],
      [...late.payments, ...punctual.payments],
      extra.dilutions ?? [],
      extra.financings ?? [],
    ),
    AS_OF,
  );
}

describe('cash-flow forecast buckets', () => {
  it('weeks start on asOf then run Monday to Sunday; months are calendar months from asOf', () => {
    const weeks = bucketRanges(AS_OF, 'week').map((r) => [formatDay(r.start), formatDay(r.end)]);
    expect(weeks).toHaveLength(13);
    expect(weeks.slice(0, 2)).toEqual([
      ['2026-01-07', '2026-01-11'],
      ['2026-01-12', '2026-01-18'],
    ]);
    expect(weeks[12]).toEqual(['2026-03-30', '2026-04-05']);
    const months = bucketRanges(AS_OF, 'month').map((r) => [formatDay(r.start), formatDay(r.end)]);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 2)).toEqual([
      ['2026-01-07', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
    ]);
    expect(months[11]).toEqual(['2026-12-01', '2026-12-31']);
  });

  it("shifts each receivable by its buyer's median days late; the optimistic line keeps the due day", () => {
    const p = prepared([
      { id: 1, buyer: 'LATE', due: '2026-01-10', outstanding: 10_000 },
      { id: 2, buyer: 'ONTIME', due: '2026-01-10', outstanding: 20_000 },
    ]);
    expect(p.habits.byBuyer.get('LATE')).toBe(10);
    // One payment 300 days late does not move a median of on-time payments.
    expect(p.habits.byBuyer.get('ONTIME')).toBe(0);
    const usd = at(bucketForecast(p, { grain: 'week' }).currencies, 0);
    expect(usd.buckets[0]).toMatchObject({ collections: '200.00', optimistic: '300.00' });
    // Due on the 10th, 10 days late: the 20th, in the week of 19–25 January.
    expect(usd.buckets[2]).toMatchObject({
      start: '2026-01-19',
      collections: '100.00',
      optimistic: '0.00',
    });
  });

  it("falls back to the portfolio's habit for a buyer with fewer than five payments", () => {
    const few = history('NEW', 3000, [30, 30]);
    const p = prepareForecast(
      source(
        [
          ...late.receivables,
          ...few.receivables,
          { id: 1, buyer: 'NEW', due: '2026-01-08', outstanding: 500 },
        ],
        [...late.payments, ...few.payments],
      ),
      AS_OF,
    );
    expect(p.habits.byBuyer.has('NEW')).toBe(false);
    // The portfolio's median over all eight payments (10,10,11,9,10,10,30,30) is 10.
    expect(p.habits.portfolio).toBe(10);
    expect(p.open.expectedDay).toEqual([parseDay('2026-01-18')]);
  });

  it('puts receivables late beyond their habit in the overdue bar, not in a bucket', () => {
    const p = prepared([
      { id: 1, buyer: 'ONTIME', due: '2025-12-01', outstanding: 70_000, status: 'OVERDUE' },
      // Due four days ago, but this buyer pays ten days late: still expected, on the 13th.
      { id: 2, buyer: 'LATE', due: '2026-01-03', outstanding: 5_000, status: 'OVERDUE' },
    ]);
    const usd = at(bucketForecast(p, { grain: 'month' }).currencies, 0);
    expect(usd.overdue).toBe('700.00');
    expect(usd.buckets[0]).toMatchObject({ collections: '50.00', optimistic: '50.00' });
    expect(usd.buckets.reduce((s, b) => s + Number(b.collections), 0)).toBe(50);
    expect(
      drillIds(p, { grain: 'month' }, { currency: 'USD', bucket: 0, kind: 'overdue' }),
    ).toEqual([1]);
  });

  it('collects the outstanding net of dilution, per currency, never mixed', () => {
    const p = prepared(
      [
        { id: 1, buyer: 'ONTIME', due: '2026-01-20', outstanding: 10_000, currency: 'USD' },
        { id: 2, buyer: 'ONTIME', due: '2026-01-20', outstanding: 50_000, currency: 'EUR' },
        { id: 3, buyer: 'ONTIME', due: '2026-01-20', outstanding: 300, currency: 'EUR' },
      ],
      {
        dilutions: [
          { id: 2, amount: 1_500 },
          { id: 3, amount: 300 },
        ],
      },
    );
    const f = bucketForecast(p, { grain: 'week' });
    expect(f.currencies.map((c) => c.currency)).toEqual(['EUR', 'USD']);
    expect(at(at(f.currencies, 0).buckets, 2).collections).toBe('485.00');
    expect(at(at(f.currencies, 1).buckets, 2).collections).toBe('100.00');
  });

  it('expects payments ahead of habit at the last 90 days’ rate, as its own series in net', () => {
    const paid = (id: number, due: string) => ({
      id,
      buyer: 'ONTIME',
      due,
      outstanding: 0,
      status: 'PAID',
    });
    const p = prepareForecast(
      source(
        [
          ...punctual.receivables,
          paid(3001, '2026-03-01'),
          paid(3002, '2025-12-20'),
          paid(3003, '2025-10-30'),
          { id: 3004, buyer: 'ONTIME', due: '2026-01-14', outstanding: 20_000 },
        ],
        [
          ...punctual.payments,
          // Weeks before its due day, inside the 90 days: counted.
          { id: 3001, day: '2025-12-08', amount: 90_000 },
          // On its habitual day: the receivable's own bar explains such payments, not the rate.
          { id: 3002, day: '2025-12-20', amount: 50_000 },
          // Early, but more than 90 days ago: outside the window.
          { id: 3003, day: '2025-09-01', amount: 70_000 },
        ],
      ),
      AS_OF,
    );
    expect(p.runRatePerDay).toEqual([1_000]); // 90 000 cents over 90 days
    const usd = at(bucketForecast(p, { grain: 'week' }).currencies, 0);
    // Five days in the first week (from asOf, a Wednesday), seven in the next.
    expect(at(usd.buckets, 0)).toMatchObject({ runRate: '50.00', collections: '0.00' });
    expect(at(usd.buckets, 1)).toMatchObject({
      runRate: '70.00',
      collections: '200.00',
      net: '270.00',
    });
    // 89 days at 10.00 plus the open receivable's 200.00.
    expect(at(usd.buckets, 12).balance).toBe('1090.00');
  });

  it('tells how a bar is made of the rows it drills to: outstanding − dilution = the bar', () => {
    const p = prepared(
      [
        { id: 1, buyer: 'ONTIME', due: '2026-01-20', outstanding: 50_000, currency: 'EUR' },
        { id: 2, buyer: 'ONTIME', due: '2026-01-21', outstanding: 20_000, currency: 'EUR' },
        // Diluted to nothing: not expected, so not among the bar's rows either.
        { id: 3, buyer: 'ONTIME', due: '2026-01-20', outstanding: 300, currency: 'EUR' },
        { id: 4, buyer: 'ONTIME', due: '2025-11-01', outstanding: 9_000, status: 'OVERDUE' },
      ],
      {
        dilutions: [
          { id: 1, amount: 1_500 },
          { id: 3, amount: 300 },
          { id: 4, amount: 1_000 },
        ],
      },
    );
    const input = { grain: 'week' } as const;
    const rows = drillRows(p, input, { currency: 'EUR', bucket: 2, kind: 'collections' });
    expect(rows.ids).toEqual([1, 2]);
    expect(rows.made).toEqual({
      outstanding: 70_000,
      dilution: 1_500,
      amount: 68_500,
    });
    const eur = at(bucketForecast(p, input).currencies, 0);
    expect(at(eur.buckets, 2).collections).toBe('685.00');
    const overdue = drillRows(p, input, { currency: 'USD', bucket: 0, kind: 'overdue' });
    expect(overdue).toEqual({
      ids: [4],
      made: { outstanding: 9_000, dilution: 1_000, amount: 8_000 },
    });
    expect(at(bucketForecast(p, input).currencies, 1).overdue).toBe('80.00');
    // Repayments are financing balances, not the rows' outstanding.
    expect(drillRows(p, input, { currency: 'EUR', bucket: 2, kind: 'repayments' }).made).toBeNull();
  });

  it('subtracts ACTIVE financing repayments (past ones now) and keeps a running balance', () => {
    const p = prepared([{ id: 1, buyer: 'ONTIME', due: '2026-01-14', outstanding: 100_000 }], {
      financings: [
        { receivableId: 1, repayment: '2026-01-14', balance: 80_000 },
        { receivableId: 9, repayment: '2026-01-02', balance: 1_000 },
        { receivableId: 8, repayment: '2026-01-14', balance: 5_000, status: 'REPAID' },
      ],
    });
    const usd = at(bucketForecast(p, { grain: 'week' }).currencies, 0);
    expect(usd.buckets[0]).toMatchObject({ repayments: '10.00', net: '-10.00', balance: '-10.00' });
    expect(usd.buckets[1]).toMatchObject({
      collections: '1000.00',
      repayments: '800.00',
      net: '200.00',
      balance: '190.00',
    });
    expect(at(usd.buckets, 12).balance).toBe('190.00');
    const input = { grain: 'week' as const };
    expect(drillIds(p, input, { currency: 'USD', bucket: 0, kind: 'repayments' })).toEqual([9]);
    expect(drillIds(p, input, { currency: 'USD', bucket: 1, kind: 'repayments' })).toEqual([1]);
    expect(drillIds(p, input, { currency: 'USD', bucket: 1, kind: 'collections' })).toEqual([1]);
  });

  it("what-if: a buyer paying N days later moves only that buyer's collections", () => {
    const p = prepared([
      { id: 1, buyer: 'LATE', due: '2026-01-10', outstanding: 10_000 },
      { id: 2, buyer: 'ONTIME', due: '2026-01-20', outstanding: 20_000 },
    ]);
    const input = {
      grain: 'week' as const,
      whatIf: { buyerDelay: { buyerCode: 'LATE', days: 14 } },
    };
    const usd = at(bucketForecast(p, input).currencies, 0);
    expect(at(usd.buckets, 2).collections).toBe('200.00');
    expect(at(usd.buckets, 4).collections).toBe('100.00');
    // The on-time line is the due day whatever the what-if.
    expect(at(usd.buckets, 0).optimistic).toBe('100.00');
    expect(drillIds(p, input, { currency: 'USD', bucket: 4, kind: 'collections' })).toEqual([1]);
    const base = at(bucketForecast(p, { grain: 'week' }).currencies, 0);
    expect(at(base.buckets, 2).collections).toBe('300.00');
  });

  it('what-if: financing now brings 80 % of eligible receivables in the first bucket and repays it on collection', () => {
    const p = prepared([
      { id: 1, buyer: 'ONTIME', due: '2026-02-02', outstanding: 12_345 },
      { id: 2, buyer: 'ONTIME', due: '2026-02-02', outstanding: 50_000, financed: true },
      { id: 3, buyer: 'ONTIME', due: '2026-02-02', outstanding: 100_100, currency: 'JPY' },
      { id: 4, buyer: 'ONTIME', due: '2026-02-02', outstanding: 7_000, status: 'OVERDUE' },
    ]);
    const input = { grain: 'week' as const, whatIf: { financeNow: [1, 2, 3, 4, 99] } };
    const f = bucketForecast(p, input);
    const jpy = defined(f.currencies.find((c) => c.currency === 'JPY'));
    const usd = defined(f.currencies.find((c) => c.currency === 'USD'));
    // 80 % of 123.45 is 98.76; of ¥1 001 it is ¥800.80, rounded to whole yen: ¥801.
    expect(usd.buckets[0]).toMatchObject({ advances: '98.76', net: '98.76', balance: '98.76' });
    expect(at(jpy.buckets, 0).advances).toBe('801.00');
    // Financed and overdue receivables are not eligible (the shared availableForFinance rule).
    expect(usd.buckets[4]).toMatchObject({
      collections: '693.45',
      repayments: '98.76',
      net: '594.69',
    });
    expect(at(usd.buckets, 4).balance).toBe('693.45');
    expect(drillIds(p, input, { currency: 'USD', bucket: 4, kind: 'repayments' })).toEqual([1]);
  });
});
