import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { paths } from '../../../src/shared/routes/paths';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';
import { holdsMenu } from '../../auth/holds-menu';
import { hasAuthority, type SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { ResultCode } from '../../../src/api/contract/envelope';
import { pagedQuery } from '../receivables/ar-sql';
import { recordSource } from './record-source';

/** `/trading/purchase` → `trading.purchase`: the permission path of the page's list route. */
export function menuPathOf(declaration: PageDeclaration): string | null {
  const permission = declaration.routeId ? paths[declaration.routeId].permission : null;
  return permission ? permission.replace(/^\//, '').replaceAll('/', '.') : null;
}

/** A page's records are answered only to users whose menu holds the page (403 otherwise). */
export async function requirePage(db: Db, user: SessionUser, declaration: PageDeclaration) {
  const menu = menuPathOf(declaration);
  if (menu && !(await holdsMenu(db, user, menu))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
}

/**
 * The page's menu and, when `authorities` names any, one of them held (403 otherwise): what a
 * command on a page's records needs.
 */
export async function requirePageAuthority(
  db: Db,
  user: SessionUser,
  declaration: PageDeclaration,
  authorities: readonly string[],
): Promise<void> {
  await requirePage(db, user, declaration);
  if (authorities.length === 0) return;
  const held = await Promise.all(authorities.map((pid) => hasAuthority(db, user, pid)));
  if (!held.includes(true)) throw new BusinessError(ResultCode.forbidden, 'forbidden');
}

/** Mounts the list endpoint of every declared page the record store serves. */
export function registerDeclaredLists(api: ApiMount): void {
  for (const { declaration, endpoint } of declaredLists) {
    const source = recordSource(declaration);
    route(api, endpoint, async ({ db, user, body }) => {
      await requirePage(db, user, declaration);
      return pagedQuery(db, source, user.companyId, body as Parameters<typeof pagedQuery>[3]);
    });
  }
}
