import { aggregate } from '../../src/worker/query/aggregate';
import type { AggregateRow } from '../../src/worker/query/aggregate';
import { tableFromArrow } from '../../src/worker/query/engine';
import type { Table } from '../../src/worker/query/types';
import { AP, addMoney } from './queries';
import type { AggregateAnswer, AggregateBenchQuery } from './queries';
import type { AggregateEngine } from './engine';

/** Outstanding per currency and status folded into per-currency total and OVERDUE (the KPI cards). */
function kpis(rows: AggregateRow[]): AggregateAnswer {
  const byCurrency = new Map<string | null, { total: string; overdue: string }>();
  for (const row of rows) {
    const [currency = null, status] = row.keys;
    const sum = row.sums.outstanding as string;
    const entry = byCurrency.get(currency) ?? { total: '0.00', overdue: '0.00' };
    entry.total = addMoney(entry.total, sum);
    if (status === 'OVERDUE') entry.overdue = addMoney(entry.overdue, sum);
    byCurrency.set(currency, entry);
  }
  return [...byCurrency].map(([currency, e]) => [currency, e.total, e.overdue]);
}

const flat = (rows: AggregateRow[], sum: string): AggregateAnswer =>
  rows.map((r) => [...r.keys, String(r.count), r.sums[sum] as string]);

export function oursAggregates(): AggregateEngine {
  let table: Table | undefined;
  const run = (q: AggregateBenchQuery): AggregateAnswer => {
    if (!table) throw new Error('not loaded');
    const t = table;
    switch (q.id) {
      case 'A1':
      case 'A5':
        return kpis(
          aggregate(t, {
            filters:
              q.id === 'A5' ? [{ field: 'buyerCode', kind: 'enum', values: [AP.buyer] }] : [],
            groupBy: [{ field: 'currency' }, { field: 'status' }],
            sums: ['outstanding'],
          }),
        );
      case 'A2':
        return flat(
          aggregate(t, {
            groupBy: [{ field: 'buyerCode' }, { field: 'currency' }],
            sums: ['outstanding'],
          }),
          'outstanding',
        );
      case 'A3':
        return flat(
          aggregate(t, {
            filters: [{ field: 'issueDate', kind: 'dateRange', from: AP.from, to: AP.to }],
            groupBy: [{ field: 'issueDate', bucket: 'month' }, { field: 'currency' }],
            sums: ['amount'],
          }),
          'amount',
        );
      case 'A4':
        return flat(
          aggregate(t, {
            groupBy: [
              { field: 'buyerCode' },
              { field: 'dueDate', bucket: 'ageing', asOf: AP.asOf },
            ],
            sums: ['outstanding'],
          }),
          'outstanding',
        );
    }
  };
  return {
    name: 'ours',
    load: async (ipc, specs) => {
      table = tableFromArrow(ipc, specs);
    },
    run: async (q) => run(q),
    dispose: async () => {
      table = undefined;
    },
  };
}
