import type { TableColumns } from '../../../src/api/endpoints/receivables/common';
import type { Language } from '../../../src/shared/constants';
import type { Db } from '../../db/db';
import { SEED_TEXTS_ZH, composedSeedTextZh } from '../../seed/data/seed-texts-zh';

/** A stored text as the request's language shows it; anything it does not know stays as stored. */
export type ShownText = (stored: string) => string;

/**
 * How stored texts read in `lang`: records keep one spelling of a company (the directory's
 * `name`, Chinese for a Chinese company), products by their English name and the seed's English
 * wording. Small queries of the companies whose two names differ (and, for zh-CN, of the
 * products), per request, build the map; rows are then mapped in memory, so a list costs no
 * query per row (docs/role-views.md).
 */
export async function shownTextFor(db: Db, lang: Language): Promise<ShownText> {
  const { rows } = await db.query<{ name: string; name_en: string }>(
    'SELECT name, name_en FROM companies WHERE name <> name_en',
  );
  const names = new Map(
    rows.map((r) => (lang === 'zh-CN' ? [r.name_en, r.name] : [r.name, r.name_en])),
  );
  if (lang !== 'zh-CN') return (stored) => names.get(stored) ?? stored;
  // Finance orders name their product as the product directory does, in English.
  const products = await db.query<{ name_en: string; name_cn: string }>(
    'SELECT name_en, name_cn FROM financing_products',
  );
  for (const r of products.rows) names.set(r.name_en, r.name_cn);
  const part = (text: string) => names.get(text) ?? SEED_TEXTS_ZH[text] ?? text;
  return (stored) =>
    names.get(stored) ?? SEED_TEXTS_ZH[stored] ?? composedSeedTextZh(stored, part) ?? stored;
}

/**
 * The text cells of list rows as `shown` reads them. Only declared text columns change: option
 * lists (`{ value }`) and group sums keep the stored values a filter sends back.
 */
export function showRows(
  list: readonly unknown[],
  columns: TableColumns,
  shown: ShownText,
): unknown[] {
  const text = Object.entries(columns)
    .filter(([, kind]) => kind === 'text')
    .map(([field]) => field);
  return list.map((row) => {
    if (typeof row !== 'object' || row === null) return row;
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const field of text) {
      const value = out[field];
      if (typeof value === 'string') out[field] = shown(value);
    }
    return out;
  });
}
