/**
 * `npx tsx bench/server/explain.ts [DATA_DIR]`: the query plans of the paged sorts and filters
 * on seeded data, before and after the indexes of migration 0016, to prove they are used
 * (docs/reference-server.md#indexes). Works on a throwaway copy of a PGlite folder seeded by
 * `npm run bench:server` (default `.data/bench-server-100000`); the folder itself is not touched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const source = resolve(process.argv[2] ?? '.data/bench-server-100000');
const MIGRATION = 'server/db/migrations/0016_query_indexes.sql';

const PAYMENT_PAGE = `SELECT x.id, x.payment_date, x.amount, r.invoice_no, b.buyer_name
  FROM ar_payments x JOIN receivables r ON r.id = x.receivable_id
  JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
  WHERE x.supplier_id = 'C001' ORDER BY x.payment_date DESC, x.id LIMIT 100 OFFSET 4900`;

const QUERIES: Record<string, string> = {
  'payment history, default order, page 50': PAYMENT_PAGE,
  'payment history of one buyer in a date range': `SELECT count(*) FROM ar_payments x
    WHERE x.supplier_id = 'C001' AND x.buyer_code = 'B00042' AND x.payment_date >= '2025-01-01'`,
  'due-balance table, default order': `SELECT r.id, r.due_date, b.buyer_name FROM receivables r
    JOIN ar_buyers b ON b.supplier_id = r.supplier_id AND b.buyer_code = r.buyer_code
    WHERE r.supplier_id = 'C001' AND r.outstanding > 0 ORDER BY r.due_date, r.id LIMIT 100`,
  'due balance of one buyer': `SELECT r.currency, sum(r.outstanding) FROM receivables r
    WHERE r.supplier_id = 'C001' AND r.buyer_code = 'B00042' AND r.outstanding > 0
    GROUP BY r.currency`,
  'due balance in a due-date range': `SELECT r.currency, sum(r.outstanding) FROM receivables r
    WHERE r.supplier_id = 'C001' AND r.due_date >= '2025-03-01' AND r.due_date <= '2025-03-31'
      AND r.outstanding > 0 GROUP BY r.currency`,
  'receivables of one status by due date': `SELECT r.id FROM receivables r
    WHERE r.supplier_id = 'C001' AND r.status = 'OVERDUE' ORDER BY r.due_date LIMIT 100`,
};

const copy = mkdtempSync(join(tmpdir(), 'explain-'));
try {
  cpSync(source, copy, { recursive: true });
  rmSync(join(copy, 'portal-server.lock'), { force: true });
  // The server's extensions: its data folder has indexes that need them (migration 0019).
  const pg = await PGlite.create(copy, { extensions: { pg_trgm } });
  const indexes = readFileSync(MIGRATION, 'utf8');
  const present = await pg.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'ar_payments_supplier_date'`,
  );
  if ((present.rows[0]?.n ?? 0) > 0) {
    // Seeded after 0016: drop its indexes to show the plans without them first.
    const names = [...indexes.matchAll(/CREATE INDEX (\w+)/g)].map((m) => m[1]);
    await pg.exec(`DROP INDEX ${names.join(', ')}`);
  }
  for (const [phase, prepare] of [
    ['without the indexes of 0016', async () => undefined],
    ['with them', async () => pg.exec(`${indexes}; ANALYZE;`)],
  ] as const) {
    await prepare();
    console.log(`\n=== ${phase}`);
    for (const [name, sql] of Object.entries(QUERIES)) {
      const { rows } = await pg.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`,
      );
      const lines = rows.map((r) => r['QUERY PLAN']);
      const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      const scans = lines.filter((l) => /Scan|Sort/.test(l)).map((l) => l.trim());
      console.log(`\n${name}: ${time}\n  ${scans.join('\n  ')}`);
    }
  }
  await pg.close();
} finally {
  rmSync(copy, { recursive: true, force: true });
}
