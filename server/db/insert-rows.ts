import type { Db } from './db';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for any table of ours. */
const CHUNK = 500;

/**
 * Multi-row INSERT with bind parameters, chunked. Used by the seed, where one statement per
 * row would make the first start of PGlite noticeably slower.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(
          `insert into ${table}: row has ${row.length} values for ${columns.length} columns`,
        );
      }
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}
