import { areaList } from '../../../src/api/endpoints/company/area-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST area list. Filters combine with AND: type, code and parentCode match exactly; nameCn and
 * nameEn match a case-insensitive substring (plain text: `%` and `_` are not wildcards here).
 * Empty strings are treated as "no filter", as a cleared search box sends them.
 */
export function registerAreaList(api: ApiMount): void {
  route(api, areaList, async ({ db, body }) => {
    const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
    const { rows } = await db.query<{
      code: string;
      type: 'COUNTRY' | 'PROVINCE' | 'CITY';
      name_cn: string;
      name_en: string;
      parent_code: string | null;
    }>(
      `SELECT code, type, name_cn, name_en, parent_code FROM areas
       WHERE ($1::text IS NULL OR type = $1)
         AND ($2::text IS NULL OR code = $2)
         AND ($3::text IS NULL OR parent_code = $3)
         AND ($4::text IS NULL OR strpos(lower(name_cn), lower($4)) > 0)
         AND ($5::text IS NULL OR strpos(lower(name_en), lower($5)) > 0)
       ORDER BY seq`,
      [
        body.type ?? null,
        blank(body.code),
        blank(body.parentCode),
        blank(body.nameCn),
        blank(body.nameEn),
      ],
    );
    return rows.map((r) => ({
      code: r.code,
      type: r.type,
      nameCn: r.name_cn,
      nameEn: r.name_en,
      parentCode: r.parent_code,
    }));
  });
}
