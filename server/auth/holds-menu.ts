import type { Db } from '../db/db';
import type { SessionUser } from './authenticate';
import { grantKey } from './grant-key';

/**
 * Whether the user, in the company role this session acts as, holds the menu permission with
 * this dotted name path (`trading.purchase`): the same test the client's guard makes on routes.
 */
export function holdsMenu(db: Db, user: SessionUser, path: string): Promise<boolean> {
  return holdsAnyMenu(db, user, [path]);
}

/** Whether the user holds at least one of these menu permissions, in one query. */
export async function holdsAnyMenu(
  db: Db,
  user: SessionUser,
  paths: readonly string[],
): Promise<boolean> {
  if (paths.length === 0) return false;
  const { rows } = await db.query<{ ok: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id, name::text AS path FROM permissions WHERE parent_permission_id IS NULL
       UNION ALL
       SELECT p.id, tree.path || '.' || p.name
       FROM permissions p JOIN tree ON p.parent_permission_id = tree.id
     )
     SELECT 1 AS ok FROM tree JOIN user_permissions up ON up.permission_id = tree.id
     WHERE up.user_id = $1 AND up.company_role = $2 AND tree.path = ANY($3::text[])
     LIMIT 1`,
    [user.id, grantKey(user.companyRole), [...paths]],
  );
  return rows.length > 0;
}
