import { ResultCode } from '../../src/api/contract/envelope';
import type { PageDeclaration } from '../../src/shared/page-declaration/types';
import { paths } from '../../src/shared/routes/paths';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { hasAuthority, type SessionUser } from './authenticate';
import { holdsMenu } from './holds-menu';

/** `/trading/purchase` → `trading.purchase`: the permission path of the page's list route. */
export function menuPathOf(declaration: PageDeclaration): string | null {
  const permission = declaration.routeId ? paths[declaration.routeId].permission : null;
  return permission ? permission.replace(/^\//, '').replaceAll('/', '.') : null;
}

/** Whether the user's menu holds the page (a page outside every menu is held by all). */
export async function holdsPage(
  db: Db,
  user: SessionUser,
  declaration: PageDeclaration,
): Promise<boolean> {
  const menu = menuPathOf(declaration);
  return !menu || holdsMenu(db, user, menu);
}

/** The page's menu and, when `authorities` names any, one of them held. */
export async function holdsPageAuthority(
  db: Db,
  user: SessionUser,
  declaration: PageDeclaration,
  authorities: readonly string[],
): Promise<boolean> {
  if (!(await holdsPage(db, user, declaration))) return false;
  if (authorities.length === 0) return true;
  const held = await Promise.all(authorities.map((pid) => hasAuthority(db, user, pid)));
  return held.includes(true);
}

/** A page's records are answered only to users whose menu holds the page (403 otherwise). */
export async function requirePage(db: Db, user: SessionUser, declaration: PageDeclaration) {
  if (!(await holdsPage(db, user, declaration))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
}

/**
 * The page's menu and, when `authorities` names any, one of them held (403 otherwise): what a
 * command on one page's records needs once the body has said which page and action.
 */
export async function requirePageAuthority(
  db: Db,
  user: SessionUser,
  declaration: PageDeclaration,
  authorities: readonly string[],
): Promise<void> {
  if (!(await holdsPageAuthority(db, user, declaration, authorities))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
}
