import { desc, fromArrow, op } from 'arquero';
import type { ColumnTable } from 'arquero';
import { P } from '../queries';
import type { BenchEngine } from './engine';

/** Arquero's own expression language (compiled by Arquero), with values passed as params. */
export function arqueroEngine(): BenchEngine {
  let table: ColumnTable | undefined;
  // `%V-2%a%` as the regular expression it means; Arquero has no LIKE.
  const re = /v-2.*a/i;
  return {
    name: 'arquero',
    load: async (ipc) => {
      table = fromArrow(ipc);
    },
    run: async (q) => {
      if (!table) throw new Error('not loaded');
      let t = table.params({
        from: P.from,
        to: P.to,
        cur: [...P.currencies],
        st: [...P.statuses],
        re,
      });
      if (q.range) {
        t = t.filter(
          '(d, $) => d.issueDate >= $.from && d.issueDate <= $.to && op.includes($.cur, d.currency) && op.includes($.st, d.status)',
        );
      }
      if (q.text) t = t.filter('(d, $) => op.match(d.invoiceNo, $.re) != null');
      let sums: Record<string, string> | undefined;
      if (q.sums) {
        const s = t.rollup({ a: op.sum('amount'), o: op.sum('outstanding') }).object() as {
          a: number;
          o: number;
        };
        sums = { amount: s.a.toFixed(2), outstanding: s.o.toFixed(2) };
      }
      if (q.sort) t = t.orderby('buyerName', desc('dueDate'), 'id');
      if (q.distinct) t = t.dedupe('buyerCode');
      const start = (q.page - 1) * P.size;
      const page = t.slice(start, start + P.size).objects() as { id: number }[];
      return { total: t.numRows(), ...(sums ? { sums } : {}), ids: page.map((r) => Number(r.id)) };
    },
    dispose: async () => {
      table = undefined;
    },
  };
}
