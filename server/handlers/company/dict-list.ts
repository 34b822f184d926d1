import { dictList } from '../../../src/api/endpoints/company/dict-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** POST dict list: every dictionary entry, or one group's when `grp` is given, in seed order. */
export function registerDictList(api: ApiMount): void {
  route(api, dictList, async ({ db, body }) => {
    const { rows } = await db.query<{
      grp: string;
      dic_key: string;
      en_value: string;
      cn_value: string;
      description: string | null;
    }>(
      `SELECT grp, dic_key, en_value, cn_value, description FROM dictionaries
       WHERE ($1::text IS NULL OR grp = $1)
       ORDER BY seq`,
      [body.grp ?? null],
    );
    return rows.map((r) => ({
      grp: r.grp,
      dicKey: r.dic_key,
      enValue: r.en_value,
      cnValue: r.cn_value,
      description: r.description,
    }));
  });
}
