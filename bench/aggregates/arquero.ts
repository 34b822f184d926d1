import { fromArrow, op } from 'arquero';
import type { ColumnTable } from 'arquero';
import { AP } from './queries';
import type { AggregateAnswer, AggregateBenchQuery } from './queries';
import type { AggregateEngine } from './engine';

type Obj = Record<string, unknown>;

/** Arquero sums are float sums: shown with two places, the only answers allowed to differ. */
const cents = (v: unknown) => (typeof v === 'number' ? v : 0).toFixed(2);
const key = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Arquero's own verbs and expression language, values passed as params. */
export function arqueroAggregates(): AggregateEngine {
  let table: ColumnTable | undefined;
  const run = (q: AggregateBenchQuery): AggregateAnswer => {
    if (!table) throw new Error('not loaded');
    const t = table.params({
      from: AP.from,
      to: AP.to,
      buyer: AP.buyer,
      asOf: Date.parse(`${AP.asOf}T00:00:00Z`),
    });
    switch (q.id) {
      case 'A1':
      case 'A5': {
        const source = q.id === 'A5' ? t.filter('(d, $) => d.buyerCode === $.buyer') : t;
        return (
          source
            .groupby('currency')
            .rollup({
              total: op.sum('outstanding'),
              overdue: "d => op.sum(d.status === 'OVERDUE' ? d.outstanding : 0)",
            })
            .objects() as Obj[]
        ).map((r) => [key(r.currency), cents(r.total), cents(r.overdue)]);
      }
      case 'A2':
        return (
          t
            .groupby('buyerCode', 'currency')
            .rollup({ n: op.count(), s: op.sum('outstanding') })
            .objects() as Obj[]
        ).map((r) => [key(r.buyerCode), key(r.currency), String(r.n), cents(r.s)]);
      case 'A3':
        return (
          t
            .filter('(d, $) => d.issueDate >= $.from && d.issueDate <= $.to')
            .derive({ month: 'd => op.substring(d.issueDate, 0, 7)' })
            .groupby('month', 'currency')
            .rollup({ n: op.count(), s: op.sum('amount') })
            .objects() as Obj[]
        ).map((r) => [key(r.month), key(r.currency), String(r.n), cents(r.s)]);
      case 'A4':
        return (
          t
            .derive({
              late: '(d, $) => d.dueDate == null ? null : ($.asOf - op.parse_date(d.dueDate)) / 86400000',
            })
            .derive({
              bucket:
                "d => d.late == null ? null : d.late <= 0 ? 'current' : d.late <= 30 ? 'd1_30' : d.late <= 60 ? 'd31_60' : d.late <= 90 ? 'd61_90' : 'd90_plus'",
            })
            .groupby('buyerCode', 'bucket')
            .rollup({ n: op.count(), s: op.sum('outstanding') })
            .objects() as Obj[]
        ).map((r) => [key(r.buyerCode), key(r.bucket), String(r.n), cents(r.s)]);
    }
  };
  return {
    name: 'arquero',
    load: async (ipc) => {
      table = fromArrow(ipc);
    },
    run: async (q) => run(q),
    dispose: async () => {
      table = undefined;
    },
  };
}
