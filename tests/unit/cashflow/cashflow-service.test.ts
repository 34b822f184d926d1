import { describe, expect, it } from 'vitest';
import { createCashflowService } from '../../../src/worker/cashflow/cashflow-service';
import { createTable, query } from '../../../src/worker/query/engine';
import type { ColumnSpec, Table } from '../../../src/worker/query/types';
import { parseDay } from '../../../src/worker/query/values';

/** The element at `i`, or a failed test when there is none. */
function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`no element ${i}`);
  return value;
}

const s = (name: string): ColumnSpec => ({ name, type: 'string' });
const n = (name: string): ColumnSpec => ({ name, type: 'number' });
const m = (name: string): ColumnSpec => ({ name, type: 'money' });
const d = (name: string): ColumnSpec => ({ name, type: 'date' });

const RECEIVABLES = [
  n('id'),
  s('buyerCode'),
  s('currency'),
  d('dueDate'),
  m('outstanding'),
  s('status'),
  s('financed'),
];
const COUNT = 6000;

/** 6 000 open receivables due 2026-01-14 (a week after asOf) and a paid history per buyer. */
function tables() {
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    id: i + 1,
    buyerCode: i % 2 === 0 ? 'B1' : 'B2',
    currency: 'CNY',
    dueDate: '2026-01-14',
    outstanding: '10.00',
    status: 'OPEN',
    financed: 'false',
  }));
  const paid = Array.from({ length: 20 }, (_, k) => ({
    id: 100_000 + k,
    buyerCode: k < 10 ? 'B2' : 'B1',
    currency: 'CNY',
    dueDate: '2025-11-03',
    outstanding: '0.00',
    status: 'PAID',
    financed: 'false',
  }));
  return {
    receivables: createTable(RECEIVABLES, [...rows, ...paid]),
    // B2 pays 14 days late, B1 on the due day.
    payments: createTable(
      [n('id'), d('paymentDate')],
      paid.map((p) => ({
        id: p.id,
        paymentDate: p.buyerCode === 'B2' ? '2025-11-17' : '2025-11-03',
      })),
    ),
    dilutions: createTable([n('id'), m('amount')], []),
    financings: createTable(
      [n('receivableId'), s('currency'), d('repaymentDate'), m('balance'), s('status')],
      [],
    ),
  };
}

function service(t: Record<string, Table>, synced = true) {
  let reads = 0;
  const svc = createCashflowService({
    cache: async () => ({
      rawTable: async (name) => {
        reads += 1;
        return t[name] as Table;
      },
      synced: async () => synced,
    }),
    today: () => parseDay('2026-01-07'),
  });
  return { svc, reads: () => reads };
}

describe('cashflow service over the cache tables', () => {
  it('forecasts from engine tables and drills into a due-balance view the engine answers', async () => {
    const t = tables();
    const { svc } = service(t);
    const f = await svc.forecast({ grain: 'week' });
    expect(f.synced).toBe(true);
    const cny = at(f.currencies, 0);
    expect(at(cny.buckets, 1).collections).toBe('30000.00'); // B1 on its due day
    expect(at(cny.buckets, 3).collections).toBe('30000.00'); // B2 two weeks later
    const view = await svc.drill(
      { grain: 'week' },
      { currency: 'CNY', bucket: 3, kind: 'collections' },
    );
    expect(view.dataset).toBe('dueBalance');
    expect(view.count).toBe(3000);
    // The enum filter on the numeric id with thousands of values selects exactly those rows.
    const answer = query(t.receivables, {
      filters: view.query.filters,
      size: 5,
      sumBy: ['outstanding'],
    });
    expect(answer.total).toBe(3000);
    expect(answer.sums?.outstanding).toBe('30000.00');
    expect(answer.rows.every((r) => r.buyerCode === 'B2')).toBe(true);
  });

  it('refuses a what-if that claims more than it may', async () => {
    const { svc } = service(tables());
    const financeNow = Array.from({ length: 20_001 }, (_, i) => i);
    await expect(svc.forecast({ grain: 'week', whatIf: { financeNow } })).rejects.toThrow();
    await expect(
      svc.forecast({ grain: 'week', whatIf: { buyerDelay: { buyerCode: 'B1', days: 1000 } } }),
    ).rejects.toThrow();
  });

  it('says when the cache has not been synced yet', async () => {
    const empty = createTable([n('id')], []);
    const { svc } = service(
      { receivables: empty, payments: empty, dilutions: empty, financings: empty },
      false,
    );
    expect(await svc.forecast({ grain: 'month' })).toMatchObject({ synced: false, currencies: [] });
  });
});
