/**
 * The aggregate section of the bench (issue 19): the dashboard's group-bys at N rows, ours vs
 * Arquero vs DuckDB-WASM on the same Arrow IPC bytes in this one process, one engine at a time;
 * every answer compared with ours.
 */
import type { ColumnSpec } from '../../src/worker/query/types';
import { checkAnswer } from '../answers';
import { timingLines } from '../report';
import { gc, timeQuery } from '../timing';
import type { Timing } from '../timing';
import { arqueroAggregates } from './arquero';
import { duckdbAggregates } from './duckdb';
import type { AggregateEngine } from './engine';
import { oursAggregates } from './ours';
import { AGGREGATES, canonical } from './queries';
import type { AggregateAnswer } from './queries';

export interface AggregateEngineResult {
  engine: string;
  queries: Record<string, Timing>;
  notes: string[];
}

export interface AggregateReport {
  rows: number;
  engines: AggregateEngineResult[];
  titles: Record<string, string>;
}

const DECIMAL = /^-?\d+\.\d\d$/;
const toCents = (s: string) => Math.round(Number(s) * 100);

/** null when equal; else what differs. Money cells may differ only for a float-summing engine. */
function compare(got: AggregateAnswer, want: AggregateAnswer): string | null {
  const a = canonical(got);
  const b = canonical(want);
  if (a.length !== b.length) return `${a.length} rows vs ours ${b.length}`;
  let worst = 0;
  let cells = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as (string | null)[];
    const y = b[i] as (string | null)[];
    if (x.length !== y.length) return `row ${i} has ${x.length} cells vs ours ${y.length}`;
    for (let k = 0; k < x.length; k++) {
      const p = x[k] ?? null;
      const q = y[k] ?? null;
      if (p === q) continue;
      if (p !== null && q !== null && DECIMAL.test(p) && DECIMAL.test(q)) {
        cells++;
        worst = Math.max(worst, Math.abs(toCents(p) - toCents(q)));
        continue;
      }
      return `row ${JSON.stringify(x)} vs ours ${JSON.stringify(y)}`;
    }
  }
  return cells === 0 ? null : `${cells} sums differ from ours by up to ${worst} cents`;
}

export async function runAggregateBench(options: {
  ipc: Uint8Array;
  specs: ColumnSpec[];
  rows: number;
  runs: number;
  only?: string[];
  log: (s: string) => void;
}): Promise<AggregateReport> {
  const factories: [string, () => Promise<AggregateEngine>][] = [
    ['ours', async () => oursAggregates()],
    ['arquero', async () => arqueroAggregates()],
    ['duckdb-wasm', duckdbAggregates],
  ];
  const reference = new Map<string, AggregateAnswer>();
  const engines: AggregateEngineResult[] = [];
  for (const [name, make] of factories) {
    if (options.only && !options.only.includes(name)) continue;
    const engine = await make();
    options.log(`aggregates: ${name}: load`);
    gc();
    await engine.load(options.ipc, options.specs);
    const queries: Record<string, Timing> = {};
    const notes: string[] = [];
    for (const q of AGGREGATES) {
      options.log(`aggregates: ${name}: ${q.id} ×${options.runs}`);
      const { answer, timing } = await timeQuery(() => engine.run(q), options.runs);
      const diff = checkAnswer(reference, q.id, answer, compare);
      if (diff) notes.push(diff);
      queries[q.id] = timing;
    }
    await engine.dispose();
    gc();
    engines.push({ engine: name, queries, notes });
  }
  return {
    rows: options.rows,
    engines,
    titles: Object.fromEntries(AGGREGATES.map((q) => [q.id, q.title])),
  };
}

export function printAggregateReport(r: AggregateReport): void {
  const ours = r.engines.find((e) => e.engine === 'ours');
  const lines = ['', `aggregates (dashboards, issue 19) · rows ${r.rows.toLocaleString('en')}`];
  for (const [id, title] of Object.entries(r.titles)) {
    lines.push('', `${id}: ${title}`);
    lines.push(
      ...timingLines(
        r.engines.map((e) => ({ engine: e.engine, timing: e.queries[id] })),
        ours?.queries[id],
      ),
    );
  }
  const notes = r.engines.flatMap((e) => e.notes.map((n) => `note: ${e.engine}: ${n}`));
  lines.push('', notes.length ? notes.join('\n') : 'every engine gave the same answers as ours');
  console.log(lines.join('\n'));
}
