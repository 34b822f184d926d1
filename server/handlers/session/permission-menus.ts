import { permissionMenus } from '../../../src/api/endpoints/session/permission-menus';
import { grantKey } from '../../auth/grant-key';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * GET menus: the flat list of the user's permissions, ancestors included so that every leaf's
 * dotted name path can be spelt from the root. Titles follow the request's language. The menu is
 * the one of the company role this session acts as (a supplier acting as buyer sees the buyer's).
 */
export function registerPermissionMenus(api: ApiMount): void {
  route(api, permissionMenus, async ({ db, user, lang }) => {
    const { rows } = await db.query<{
      id: string;
      name: string;
      parent_permission_id: string | null;
      title: string;
      seq: number;
    }>(
      `SELECT p.id, p.name, p.parent_permission_id,
              CASE WHEN $2 = 'zh-CN' THEN p.title_cn ELSE p.title_en END AS title, p.seq
       FROM permissions p JOIN user_permissions up ON up.permission_id = p.id
       WHERE up.user_id = $1 AND up.company_role = $3
       ORDER BY p.seq`,
      [user.id, lang, grantKey(user.companyRole)],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      parentPermissionId: r.parent_permission_id,
      title: r.title,
      seq: r.seq,
    }));
  });
}
