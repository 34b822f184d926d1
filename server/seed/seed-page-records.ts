import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { COMPANIES } from './data/companies';
import { pageSeeds } from './pages/page-seeds';
import { setSeedDay } from './pages/seed-values';

/** Tables this seed owns, children first (the seed's TRUNCATE list). */
export const PAGE_RECORD_TABLES = ['page_record_events', 'page_records'] as const;

const DEFAULT_COUNT = 36;

/**
 * Every company gets every page's records: each demo sign-in sees full lists on its pages. Dates
 * are laid out around `seedDay` (see seed-values.ts).
 */
export function pageRecordRows(seedDay: Date): unknown[][] {
  setSeedDay(seedDay);
  const rows: unknown[][] = [];
  for (const seed of pageSeeds) {
    for (const company of COMPANIES) {
      for (let i = 0; i < (seed.count ?? DEFAULT_COUNT); i += 1) {
        const record = seed.row(company, i);
        rows.push([seed.pageId, company.id, String(record.id), JSON.stringify(record)]);
      }
    }
  }
  return rows;
}

const COLUMNS = ['page_id', 'company_id', 'id', 'data'] as const;

export async function seedPageRecords(tx: Db, seedDay: Date): Promise<void> {
  await insertRows(tx, 'page_records', COLUMNS, pageRecordRows(seedDay));
}

/**
 * Pages declared after a database was seeded get their records on the next start: a page with
 * no records at all is seeded, one that has some (or had them deleted by hand) is left alone.
 * `seedDay` is the day the database was first seeded, so the new records agree with the others.
 */
export async function ensurePageRecords(db: Db, seedDay: Date): Promise<void> {
  const { rows } = await db.query<{ page_id: string }>(
    'SELECT DISTINCT page_id FROM page_records UNION SELECT DISTINCT page_id FROM page_record_events',
  );
  const present = new Set(rows.map((r) => r.page_id));
  const missing = pageRecordRows(seedDay).filter((r) => !present.has(r[0] as string));
  if (missing.length > 0) await insertRows(db, 'page_records', COLUMNS, missing);
}
