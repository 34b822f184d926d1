import { loginAll } from '../../../src/api/endpoints/session/login-all';
import type { CompanyRole } from '../../auth/company-role-name';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * GET login/all: the company roles the user may act as, in the switcher's order, `current` on the
 * one this session acts as. A user without company roles (a director) gets an empty list.
 */
export function registerLoginAll(api: ApiMount): void {
  route(api, loginAll, async ({ db, user, lang }) => {
    const { rows } = await db.query<{
      company_role: CompanyRole;
      company_id: string;
      name: string;
      name_en: string;
    }>(
      `SELECT r.company_role, c.id AS company_id, c.name, c.name_en
       FROM user_company_roles r
       JOIN users u ON u.id = r.user_id
       JOIN companies c ON c.id = u.company_id
       WHERE r.user_id = $1
       ORDER BY r.seq`,
      [user.id],
    );
    return rows.map((r) => ({
      companyId: r.company_id,
      // Spelt like userInfo's companyName: local name for Chinese requests, English otherwise.
      companyName: lang === 'zh-CN' ? r.name : r.name_en,
      companyRole: r.company_role,
      current: r.company_role === user.companyRole,
    }));
  });
}
