import type { Db } from '../db/db';
import type { SessionUser } from './authenticate';
import { grantKey } from './grant-key';

/**
 * Whether the user, in the company role this session acts as, holds the menu permission with
 * this dotted name path (`trading.purchase`): the same test the client's guard makes on routes.
 */
export async function holdsMenu(db: Db, user: SessionUser, path: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id, name::text AS path FROM permissions WHERE parent_permission_id IS NULL
       UNION ALL
       SELECT p.id, tree.path || '.' || p.name
       FROM permissions p JOIN tree ON p.parent_permission_id = tree.id
     )
     SELECT 1 AS ok FROM tree JOIN user_permissions up ON up.permission_id = tree.id
     WHERE up.user_id = $1 AND up.company_role = $2 AND tree.path = $3`,
    [user.id, grantKey(user.companyRole), path],
  );
  return rows.length > 0;
}
