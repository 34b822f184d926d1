/**
 * The local engine answers exactly what SQL answers (issue 21): the same random tables are
 * loaded into PGlite (the reference server's database: exact `numeric` money, `date`, `text`,
 * NULL for every empty) and into the engine, and a few hundred random queries of the contract
 * go through both — `sql-reference.ts` on one side, `query` / `optionCounts` on the other.
 */
import { PGlite } from '@electric-sql/pglite';
import { tableToIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, optionCounts, query, tableFromArrow } from '../../../src/worker/query/engine';
import type { Filter, ListQuery, Table } from '../../../src/worker/query/types';
import { formatCents } from '../../../src/worker/query/values';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { cents, empty } from './reference';
import { createTableSql, listSql, optionCountsSql, type Statement } from './sql-reference';
import { toArrow } from './to-arrow';

type Row = Record<string, unknown>;

const TABLES = 8;
const QUERIES_PER_TABLE = 40;

/** A row as the database stores it: NULL for every empty, money as its exact decimal. */
function stored(row: Row): Row {
  const out: Row = {};
  for (const { name, type } of COLUMNS) {
    const v = row[name];
    out[name] = empty(v) ? null : type === 'money' ? formatCents(cents(v)) : v;
  }
  return out;
}

/**
 * Filters `randomQuery` does not draw: text on money, date and number columns (their canonical
 * text), empty or crossed ranges, enums of numbers given as strings.
 */
function extraFilter(rnd: () => number): Filter {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const r = rnd();
  if (r < 0.5) {
    return {
      field: pick(['amount', 'due', 'qty']),
      kind: 'text',
      pattern: pick(['%1%', '%.5%', '-%', '%0', '2024-01%', '%-3%', '%', '3', '%.%']),
    };
  }
  if (r < 0.7) return { field: 'due', kind: 'dateRange', from: '2024-03-15', to: '2024-01-01' };
  if (r < 0.85) return { field: 'qty', kind: 'range', min: 3, max: 1.5 };
  return { field: pick(['qty', 'amount']), kind: 'enum', values: ['2', '-1', '0.0', ''] };
}

let pg: PGlite;

async function run<T>(statement: Statement): Promise<T[]> {
  return (await pg.query<T>(statement.text, statement.params)).rows;
}

async function load(name: string, rows: Row[]): Promise<void> {
  await pg.exec(`DROP TABLE IF EXISTS "${name}"; ${createTableSql(name, COLUMNS)};`);
  await pg.query(
    `INSERT INTO "${name}" SELECT * FROM json_populate_recordset(NULL::"${name}", $1)`,
    [JSON.stringify(rows.map(stored))],
  );
}

async function sqlAnswer(name: string, q: ListQuery) {
  const statements = listSql(name, COLUMNS, q);
  const [total] = await run<{ n: number }>(statements.total);
  const page = await run<{ id: number }>(statements.page);
  const sums = statements.sums
    ? (await run<Record<string, string>>(statements.sums))[0]
    : undefined;
  return { total: total?.n, ids: page.map((r) => r.id), sums };
}

function engineAnswer(table: Table, q: ListQuery) {
  const got = query(table, q);
  return { total: got.total, ids: got.rows.map((r) => Number(r.id)), sums: got.sums };
}

describe('the engine against SQL on PGlite', () => {
  beforeAll(async () => {
    pg = await PGlite.create();
  }, 60_000);
  afterAll(async () => {
    await pg.close();
  });

  it(`agrees on ${TABLES * QUERIES_PER_TABLE} random queries: totals, ids in order, sums, option counts`, async () => {
    const rnd = prng(2121);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const mismatches: string[] = [];
    let answered = 0;
    for (let t = 0; t < TABLES; t++) {
      const rows = randomRows(rnd, 1 + Math.floor(rnd() * 400));
      const name = `t${t}`;
      await load(name, rows);
      const engines: [string, Table][] = [
        ['rows', createTable(COLUMNS, rows)],
        ['ipc', tableFromArrow(tableToIPC(toArrow(rows), 'stream'), COLUMNS)],
      ];
      for (let k = 0; k < QUERIES_PER_TABLE; k++) {
        const q = randomQuery(rnd);
        if (rnd() < 0.3) q.filters = [...(q.filters ?? []), extraFilter(rnd)];
        const want = await sqlAnswer(name, q);
        if (want.ids.length > 0) answered++;
        const field = pick(['name', 'status', 'qty', 'amount', 'due']);
        const filters: Filter[] = q.filters ?? [];
        const wantOptions = await run<{ value: string | number | null; count: number }>(
          optionCountsSql(name, COLUMNS, field, filters),
        );
        for (const [label, table] of engines) {
          const context = `${label} table ${t} (${rows.length} rows) ${JSON.stringify(q)}`;
          const got = engineAnswer(table, q);
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            mismatches.push(
              `${context}\n  engine ${JSON.stringify(got)}\n  sql    ${JSON.stringify(want)}`,
            );
          }
          const gotOptions = optionCounts(table, field, filters);
          if (JSON.stringify(gotOptions) !== JSON.stringify(wantOptions)) {
            mismatches.push(
              `${context} options of ${field}\n  engine ${JSON.stringify(gotOptions)}\n  sql    ${JSON.stringify(wantOptions)}`,
            );
          }
        }
      }
    }
    // Most queries must return rows, or agreeing would say little.
    expect(answered).toBeGreaterThan((TABLES * QUERIES_PER_TABLE) / 3);
    expect(mismatches.slice(0, 8).join('\n'), `${mismatches.length} mismatches`).toBe('');
  }, 120_000);
});
