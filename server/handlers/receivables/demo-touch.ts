import { demoTouch } from '../../../src/api/endpoints/receivables/demo-touch';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST demo/touch (tests and demos): lowers the outstanding of `count` random receivables of the
 * user's company by 1.00 (the update trigger moves their seq) and deletes `deleteCount` others
 * with their payments, dilutions and financings (the delete triggers write tombstones). One
 * transaction.
 */
export function registerDemoTouch(api: ApiMount): void {
  route(
    api,
    demoTouch,
    async ({ db, user, body }) => {
      const { rows: touched } = await db.query<{ id: number; seq: number; outstanding: string }>(
        `UPDATE receivables SET outstanding = outstanding - 1,
           status = CASE WHEN outstanding - 1 = 0 THEN 'PAID'
                         WHEN status = 'OPEN' THEN 'PARTIALLY_PAID' ELSE status END
         WHERE id IN (SELECT id FROM receivables WHERE supplier_id = $1 AND outstanding >= 1
                      ORDER BY random() LIMIT $2)
         RETURNING id::float8 AS id, seq::float8 AS seq, outstanding::text AS outstanding`,
        [user.companyId, body.count],
      );
      let deleted: number[] = [];
      if (body.deleteCount > 0) {
        const { rows } = await db.query<{ id: number }>(
          `DELETE FROM receivables
           WHERE id IN (SELECT id FROM receivables WHERE supplier_id = $1 AND NOT (id = ANY($2))
                        ORDER BY random() LIMIT $3)
           RETURNING id::float8 AS id`,
          [user.companyId, touched.map((t) => t.id), body.deleteCount],
        );
        deleted = rows.map((r) => r.id).sort((a, b) => a - b);
        for (const child of ['ar_payments', 'ar_dilutions', 'ar_financings']) {
          await db.query(`DELETE FROM ${child} WHERE receivable_id = ANY($1)`, [deleted]);
        }
      }
      return { touched: touched.sort((a, b) => a.seq - b.seq), deleted };
    },
    { command: true },
  );
}
