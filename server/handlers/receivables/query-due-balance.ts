import { queryDueBalance } from '../../../src/api/endpoints/receivables/query-due-balance';
import type { ArFilter } from '../../../src/api/endpoints/receivables/common';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

interface Balance {
  currency: string;
  notDueBalance: string;
  overdueBalance: string;
  totalBalance: string;
  receivableCount: number;
}

/**
 * Due-date slices the sums are taken over, one statement each: a PGlite statement cannot be
 * interrupted, and one over all 24 000 open receivables of a supplier held the connection for
 * ~100 ms; a slice lets a light call run between (fair turns, docs/reference-server.md).
 */
const SLICES = 4;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** POST queryDueBalance: outstanding per currency, not yet due and overdue (status OVERDUE). */
export function registerQueryDueBalance(api: ApiMount): void {
  route(api, queryDueBalance, ({ db, user, body }) => dueBalanceOf(db, user.companyId, body));
}

/** The answer of queryDueBalance; exported for bench/server's statement timings. */
export async function dueBalanceOf(db: Db, supplierId: string, body: ArFilter): Promise<Balance[]> {
  const p = new Params();
  const where = `${arWhere(p, supplierId, body, 'r', 'due_date')} AND r.outstanding > 0`;
  const { rows: spans } = await db.query<{ lo: string | null; hi: string | null }>(
    `SELECT min(r.due_date)::text AS lo, max(r.due_date)::text AS hi
       FROM receivables r WHERE ${where}`,
    p.values,
  );
  const lo = spans[0]?.lo;
  const hi = spans[0]?.hi;
  if (!lo || !hi) return [];
  const first = Date.parse(`${lo}T00:00:00Z`);
  const step = Math.ceil((Date.parse(`${hi}T00:00:00Z`) - first + DAY_MS) / SLICES / DAY_MS);
  const parts: Balance[] = [];
  for (let i = 0; i < SLICES; i++) {
    const sp = p.fork();
    const from = sp.add(isoDay(first + i * step * DAY_MS));
    const to = sp.add(isoDay(first + (i + 1) * step * DAY_MS));
    parts.push(
      ...(await sumsOf(
        db,
        sp,
        `${where} AND r.due_date >= ${from}::date AND r.due_date < ${to}::date`,
      )),
    );
  }
  // The slices' exact sums added up, and ordered by currency, in the database.
  const { rows } = await db.query<Balance>(
    `SELECT c AS currency, ${sumText('nd')} AS "notDueBalance", ${sumText('od')} AS "overdueBalance",
              ${sumText('tb')} AS "totalBalance", sum(n)::int AS "receivableCount"
       FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::numeric[], $5::int[])
         AS t(c, nd, od, tb, n)
       GROUP BY c ORDER BY c`,
    [
      parts.map((r) => r.currency),
      parts.map((r) => r.notDueBalance),
      parts.map((r) => r.overdueBalance),
      parts.map((r) => r.totalBalance),
      parts.map((r) => r.receivableCount),
    ],
  );
  return rows;
}

async function sumsOf(db: Db, p: Params, where: string): Promise<Balance[]> {
  const { rows } = await db.query<Balance>(
    `SELECT r.currency,
            ${sumText('r.outstanding', `r.status <> 'OVERDUE'`)} AS "notDueBalance",
            ${sumText('r.outstanding', `r.status = 'OVERDUE'`)} AS "overdueBalance",
            ${sumText('r.outstanding')} AS "totalBalance",
            count(*)::int AS "receivableCount"
     FROM receivables r WHERE ${where}
     GROUP BY r.currency`,
    p.values,
  );
  return rows;
}
