import { expect } from 'vitest';
import { query } from '../../../src/worker/query/engine';
import type { ListQuery, QueryResult, Table } from '../../../src/worker/query/types';
import { COLUMNS } from './random-data';
import { referenceQuery } from './reference';

export const ids = (r: QueryResult) => r.rows.map((row) => Number(row.id));

/** The engine's answer to `q` over `table` is the reference's over `rows`: total, ids in order, sums. */
export function expectReferenceAnswer(
  table: Table,
  rows: Record<string, unknown>[],
  q: ListQuery,
  label: string,
): void {
  const want = referenceQuery(COLUMNS, rows, q);
  const got = query(table, q);
  const context = `${label} ${JSON.stringify(q)}`;
  expect(got.total, context).toBe(want.total);
  expect(ids(got), context).toEqual(ids(want));
  expect(got.sums, context).toEqual(want.sums);
}
