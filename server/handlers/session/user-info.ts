import { userInfo } from '../../../src/api/endpoints/session/user-info';
import { grantKey } from '../../auth/grant-key';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

interface UserRow {
  id: string;
  user_name: string;
  cname: string;
  email: string;
  company_id: string;
  company_name: string;
  company_name_en: string;
  language: string;
  time_zone: string;
  time_format: string;
  user_code: string;
  user_roles: string;
  roles: { roleCode: string }[];
}

/**
 * GET user info: the principal (user, roles, authorities) of the signed-in user. companyRole and
 * the authorities are those of the role this session acts as (see role change); roles (roleCode)
 * belong to the person and stay the same in every company role.
 */
export function registerUserInfo(api: ApiMount): void {
  route(api, userInfo, async ({ db, user, lang }) => {
    const { rows } = await db.query<UserRow>(
      `SELECT u.id, u.user_name, u.cname, u.email, u.company_id, c.name AS company_name,
              c.name_en AS company_name_en, u.language, u.time_zone, u.time_format, u.user_code,
              u.user_roles, u.roles
       FROM users u JOIN companies c ON c.id = u.company_id
       WHERE u.id = $1`,
      [user.id],
    );
    const row = rows[0];
    // The session was valid a moment ago; a missing row means the user was deleted meanwhile.
    if (!row) throw new Error(`user ${user.id} of a live session is missing`);
    const { rows: authorities } = await db.query<{ pid: string }>(
      'SELECT pid FROM user_authorities WHERE user_id = $1 AND company_role = $2 ORDER BY seq',
      [user.id, grantKey(user.companyRole)],
    );
    return {
      id: row.id,
      userName: row.user_name,
      cname: row.cname,
      email: row.email,
      companyId: row.company_id,
      // The company's local name for Chinese requests, its English name otherwise.
      companyName: lang === 'zh-CN' ? row.company_name : row.company_name_en,
      language: row.language,
      timeZone: row.time_zone,
      timeFormat: row.time_format,
      userCode: row.user_code,
      userRoles: row.user_roles,
      companyRole: user.companyRole,
      roles: row.roles,
      authorities: authorities.map((a) => ({ pid: a.pid })),
    };
  });
}
