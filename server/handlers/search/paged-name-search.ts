import type { Language } from '../../../src/shared/constants';
import type { Db } from '../../db/db';
import { contains, searchText } from './search-text';

interface NamedRow {
  name_en: string;
  name_cn: string;
}

/**
 * One page of a reference table whose English or Chinese name contains `name`, in seed order,
 * with the total of matches. Rows carry `name` in the request's language.
 */
export async function pagedNameSearch<Row extends NamedRow>(
  db: Db,
  table: string,
  columns: string,
  request: { name?: string | undefined; pageNum: number; pageSize: number; lang: Language },
): Promise<{ total: number; rows: (Omit<Row, 'name_en' | 'name_cn'> & { name: string })[] }> {
  const where = `$1::text IS NULL OR ${contains('name_en', '$1')} OR ${contains('name_cn', '$1')}`;
  const text = searchText(request.name);
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    [text],
  );
  const { rows } = await db.query<Row>(
    `SELECT ${columns}, name_en, name_cn FROM ${table} WHERE ${where}
     ORDER BY seq LIMIT $2 OFFSET $3`,
    [text, request.pageSize, (request.pageNum - 1) * request.pageSize],
  );
  return {
    total: counted[0]?.n ?? 0,
    rows: rows.map(({ name_en, name_cn, ...rest }) => ({
      ...rest,
      name: request.lang === 'zh-CN' ? name_cn : name_en,
    })),
  };
}
