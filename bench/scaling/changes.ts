/**
 * What the bench changes in a company before timing its incremental sync, straight in SQL (the
 * writes are not what is measured): a few updated receivables (their seq moves, as the update
 * trigger does for any writer), a few new ones, and one deleted with its payment, dilution and
 * financing (the delete triggers write the tombstones). One transaction.
 */
import type pg from 'pg';
import { SYNC_TABLES, type SyncTable } from '../../src/api/endpoints/receivables/sync-table';

export const UPDATES = 5;
export const INSERTS = 2;
export const DELETES = 1;

const TABLE_OF: Record<SyncTable, string> = {
  buyers: 'ar_buyers',
  receivables: 'receivables',
  payments: 'ar_payments',
  dilutions: 'ar_dilutions',
  financings: 'ar_financings',
};

/**
 * Per sync table, the seq a client that synced everything holds: the last change of the company
 * in that table, a row or a tombstone (what the sync answered as its final `nextSeq`).
 */
export async function lastSeqs(client: pg.Pool, supplierId: string) {
  const out = {} as Record<SyncTable, number>;
  for (const table of SYNC_TABLES) {
    const name = TABLE_OF[table];
    const { rows } = await client.query<{ s: number }>(
      `SELECT GREATEST(
         (SELECT max(seq) FROM ${name} WHERE supplier_id = $1),
         (SELECT max(seq) FROM ar_tombstones WHERE table_name = $2 AND supplier_id = $1),
         0)::float8 AS s`,
      [supplierId, name],
    );
    out[table] = rows[0]?.s ?? 0;
  }
  return out;
}

/**
 * WAL bytes of one transaction between two positions (pg_walinspect), without what autovacuum or
 * anything else wrote meanwhile. A fresh cluster is in xid epoch 0, so the xid8 is the xid.
 */
export async function walOfTransaction(client: pg.Pool, from: string, xid: string) {
  const { rows } = await client.query<{ bytes: number }>(
    `SELECT COALESCE(sum(record_length), 0)::float8 AS bytes
     FROM pg_get_wal_records_info($1::pg_lsn, pg_current_wal_flush_lsn()) WHERE xid = $2::xid`,
    [from, xid],
  );
  return rows[0]?.bytes ?? 0;
}

export async function changeCompany(client: pg.Pool, supplierId: string) {
  const db = await client.connect();
  try {
    await db.query('BEGIN');
    // Flushed at commit (the cluster runs with synchronous_commit off), so that its WAL can be read.
    await db.query('SET LOCAL synchronous_commit = on');
    // The transaction's id, to pick its own WAL records out of everything else (walOfTransaction).
    const xid = await db.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
    const updated = await db.query<{ id: string }>(
      `UPDATE receivables SET outstanding = outstanding - 1,
         status = CASE WHEN outstanding - 1 = 0 THEN 'PAID'
                       WHEN status = 'OPEN' THEN 'PARTIALLY_PAID' ELSE status END
       WHERE id IN (SELECT id FROM receivables WHERE supplier_id = $1 AND outstanding >= 1
                    ORDER BY random() LIMIT ${UPDATES})
       RETURNING id`,
      [supplierId],
    );
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO receivables (id, supplier_id, invoice_no, buyer_code, currency, issue_date,
                                due_date, amount, outstanding, status, financed)
       SELECT m + n, $1, 'INV' || lpad((m + n)::text, 8, '0'), 'B00001', 'USD', current_date,
              current_date + 30, 1000, 1000, 'OPEN', false
       FROM (SELECT max(id) AS m FROM receivables) x, generate_series(1, ${INSERTS}) n
       RETURNING id`,
      [supplierId],
    );
    // The deleted row is an old one: neither updated nor just inserted.
    const kept = [...updated.rows, ...inserted.rows].map((r) => r.id);
    const deleted = await db.query<{ id: string }>(
      `DELETE FROM receivables
       WHERE id IN (SELECT id FROM receivables WHERE supplier_id = $1 AND NOT (id = ANY($2::bigint[]))
                    ORDER BY random() LIMIT ${DELETES})
       RETURNING id`,
      [supplierId, kept],
    );
    const ids = deleted.rows.map((r) => r.id);
    for (const child of ['ar_payments', 'ar_dilutions', 'ar_financings']) {
      await db.query(`DELETE FROM ${child} WHERE receivable_id = ANY($1::bigint[])`, [ids]);
    }
    await db.query('COMMIT');
    return {
      updated: updated.rows.length,
      inserted: inserted.rows.length,
      deleted: ids.length,
      xid: xid.rows[0]?.xid ?? '',
    };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    db.release();
  }
}
