import { POOL_MODE_EXCLUSIONS, type PoolMode } from '../../src/shared/permissions/pool-mode';
import { isUnderPrefix } from '../../src/shared/routes/path-segments';
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

/** companies.pool_mode stores the symbol; the product's code only matters for its spelling. */
function poolModeOfStored(stored: string | null | undefined): PoolMode {
  if (stored === 'DBS') return 'dbs';
  if (stored === 'PRODUCT') return 'product';
  return 'none';
}

/**
 * A menu path read as the route it grants (`finance.finance-order` → `/finance/finance-order`),
 * then tested against the mode's exclusions. The client's guard drops what the company's
 * pool mode takes away (spec 000 section 6) whatever the grants say; the server must refuse the
 * same, or a pool-factoring company could still apply for finance orders through the API.
 */
function excludedByPoolMode(mode: PoolMode, path: string): boolean {
  const route = `/${path.replaceAll('.', '/')}`;
  return POOL_MODE_EXCLUSIONS[mode].some((prefix) => isUnderPrefix(route, prefix));
}

/** Whether the user holds at least one of these menu permissions, in one query. */
export async function holdsAnyMenu(
  db: Db,
  user: SessionUser,
  paths: readonly string[],
): Promise<boolean> {
  if (paths.length === 0) return false;
  const { rows } = await db.query<{ pool_mode: string | null; held: string[] }>(
    `WITH RECURSIVE tree AS (
       SELECT id, name::text AS path FROM permissions WHERE parent_permission_id IS NULL
       UNION ALL
       SELECT p.id, tree.path || '.' || p.name
       FROM permissions p JOIN tree ON p.parent_permission_id = tree.id
     )
     SELECT (SELECT pool_mode FROM companies WHERE id = $4) AS pool_mode,
            ARRAY(SELECT tree.path FROM tree JOIN user_permissions up ON up.permission_id = tree.id
                  WHERE up.user_id = $1 AND up.company_role = $2 AND tree.path = ANY($3::text[]))
              AS held`,
    [user.id, grantKey(user.companyRole), [...paths], user.companyId],
  );
  const row = rows[0];
  if (!row) return false;
  const mode = poolModeOfStored(row.pool_mode);
  return row.held.some((path) => !excludedByPoolMode(mode, path));
}
