import { tableFromIPC } from 'apache-arrow';
import { P } from '../queries';
import type { BenchEngine } from './engine';

type Row = Record<string, string | number | null>;

/** `%a%b%` as the obvious JavaScript: a case-insensitive RegExp with every other character escaped. */
function likeRegExp(pattern: string): RegExp {
  const body = pattern
    .split('%')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'isu');
}

const cents = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : 0;
const money = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** Ascending compare with empties last in both directions. */
function compare(a: unknown, b: unknown, desc: boolean): number {
  const ea = a === null || a === undefined || a === '';
  const eb = b === null || b === undefined || b === '';
  if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1;
  const d =
    (a as string | number) < (b as string | number)
      ? -1
      : (a as string | number) > (b as string | number)
        ? 1
        : 0;
  return desc ? -d : d;
}

/** The plain array-of-objects baseline: rows materialised from Arrow, Array.filter and Array.sort. */
export function baselineEngine(): BenchEngine {
  let rows: Row[] = [];
  return {
    name: 'js-array',
    load: async (ipc) => {
      const table = tableFromIPC(ipc);
      const names = table.schema.fields.map((f) => f.name);
      const columns = names.map((n) => table.getChild(n)?.toArray() as ArrayLike<unknown>);
      const out: Row[] = new Array<Row>(table.numRows);
      for (let i = 0; i < table.numRows; i++) {
        const row: Row = {};
        for (let c = 0; c < names.length; c++)
          row[names[c] as string] = ((columns[c] as ArrayLike<unknown>)[i] ?? null) as
            string | number | null;
        out[i] = row;
      }
      rows = out;
    },
    run: async (q) => {
      const re = likeRegExp(P.pattern);
      const cur = new Set<unknown>(P.currencies);
      const st = new Set<unknown>(P.statuses);
      let hits = rows.filter(
        (r) =>
          (!q.range ||
            (typeof r.issueDate === 'string' &&
              r.issueDate >= P.from &&
              r.issueDate <= P.to &&
              cur.has(r.currency) &&
              st.has(r.status))) &&
          (!q.text || (typeof r.invoiceNo === 'string' && re.test(r.invoiceNo))),
      );
      let sums: Record<string, string> | undefined;
      if (q.sums) {
        let a = 0;
        let o = 0;
        for (const r of hits) {
          a += cents(r.amount);
          o += cents(r.outstanding);
        }
        sums = { amount: money(a), outstanding: money(o) };
      }
      if (q.sort) {
        hits = hits
          .slice()
          .sort(
            (x, y) =>
              compare(x.buyerName, y.buyerName, false) || compare(x.dueDate, y.dueDate, true),
          );
      }
      if (q.distinct) {
        const seen = new Set<unknown>();
        hits = hits.filter((r) => (seen.has(r.buyerCode) ? false : (seen.add(r.buyerCode), true)));
      }
      const start = (q.page - 1) * P.size;
      return {
        total: hits.length,
        ...(sums ? { sums } : {}),
        ids: hits.slice(start, start + P.size).map((r) => Number(r.id)),
      };
    },
    dispose: async () => {
      rows = [];
    },
  };
}
