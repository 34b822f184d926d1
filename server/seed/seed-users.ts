import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { DEMO_USERS, type DemoCompanyRole, type DemoUser } from './data/demo-users';
import { PERMISSION_TREE } from './data/permission-tree';
import { PERSON_IDENTITIES } from './data/person-identities';
import { authoritiesFor, flattenPermissions, grantedPermissions } from './permission-rows';

/** One company role a demo user acts in (null: none) and the menu it has there. */
interface ActingRole {
  companyRole: DemoCompanyRole | null;
  menu: readonly string[];
  withoutAuthorities?: readonly string[];
}

/** The default role first: its seq 1 orders the role switcher. */
function actingRoles(user: DemoUser): ActingRole[] {
  const own = { companyRole: user.companyRole, menu: user.menu };
  const others = (user.alsoActsAs ?? []).map((r) => ({
    ...r,
    withoutAuthorities: r.withoutAuthorities ?? user.withoutAuthorities,
  }));
  return [{ ...own, withoutAuthorities: user.withoutAuthorities }, ...others];
}

/**
 * Users with their permission tree, company roles, per-role grants and real-name records.
 * `hashes` are the users' password hashes in DEMO_USERS order.
 */
export async function seedUsers(tx: Db, hashes: readonly string[]): Promise<void> {
  const permissions = flattenPermissions(PERMISSION_TREE);
  await insertRows(
    tx,
    'permissions',
    ['id', 'name', 'parent_permission_id', 'title_en', 'title_cn', 'seq'],
    permissions.map((p) => [p.id, p.name, p.parentId, p.en, p.cn, p.seq]),
  );
  await insertRows(
    tx,
    'users',
    [
      'id',
      'user_name',
      'password_hash',
      'cname',
      'email',
      'mobile',
      'notice_email',
      'company_id',
      'language',
      'time_zone',
      'time_format',
      'user_code',
      'user_roles',
      'company_role',
      'roles',
      'description',
    ],
    DEMO_USERS.map((u, i) => [
      u.id,
      u.userName,
      hashes[i],
      u.cname,
      u.email,
      u.mobile,
      u.email,
      u.companyId,
      'en-US',
      '+8',
      'YYYY/MM/DD',
      `UC${u.id.slice(1)}`,
      u.userRoles,
      u.companyRole,
      JSON.stringify(u.roles.map((roleCode) => ({ roleCode }))),
      u.shows,
    ]),
  );
  await insertRows(
    tx,
    'user_company_roles',
    ['user_id', 'company_role', 'seq'],
    DEMO_USERS.flatMap((u) =>
      actingRoles(u)
        .map((r) => r.companyRole)
        .filter((role) => role !== null)
        .map((role, i) => [u.id, role, i + 1]),
    ),
  );
  // Grants are keyed by role; '' is "no company role" (see server/auth/grant-key.ts).
  await insertRows(
    tx,
    'user_permissions',
    ['user_id', 'company_role', 'permission_id'],
    DEMO_USERS.flatMap((u) =>
      actingRoles(u).flatMap((r) =>
        grantedPermissions(permissions, r.menu).map((p) => [u.id, r.companyRole ?? '', p.id]),
      ),
    ),
  );
  await insertRows(
    tx,
    'user_authorities',
    ['user_id', 'company_role', 'pid', 'seq'],
    DEMO_USERS.flatMap((u) =>
      actingRoles(u).flatMap((r) =>
        authoritiesFor(permissions, r.menu, u.extraAuthorities)
          .filter((pid) => !r.withoutAuthorities?.includes(pid))
          .map((pid, i) => [u.id, r.companyRole ?? '', pid, i + 1]),
      ),
    ),
  );
  await insertRows(
    tx,
    'person_identities',
    ['user_id', 'real_name', 'id_type', 'id_no', 'verified_at'],
    PERSON_IDENTITIES.map((p) => [p.userId, p.realName, p.idType, p.idNo, p.verifiedAt]),
  );
}
