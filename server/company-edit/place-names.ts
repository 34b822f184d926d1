import type { Language } from '../../src/shared/constants';
import type { Db } from '../db/db';

/** A country's and an area's names in the language asked ('' for an empty or unknown code). */
export async function placeNames(
  db: Db,
  countryCode: string,
  areaCode: string,
  lang: Language,
): Promise<{ country: string; area: string }> {
  const { rows } = await db.query<{ code: string; type: string; name_cn: string; name_en: string }>(
    `SELECT code, type, name_cn, name_en FROM areas
     WHERE (type = 'COUNTRY' AND code = $1) OR (type <> 'COUNTRY' AND code = $2)`,
    [countryCode, areaCode],
  );
  const name = (country: boolean) => {
    const row = rows.find((r) => (r.type === 'COUNTRY') === country);
    if (!row) return '';
    return lang === 'zh-CN' ? row.name_cn : row.name_en;
  };
  return { country: name(true), area: name(false) };
}
