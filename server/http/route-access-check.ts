import { hasAuthority, type SessionUser } from '../auth/authenticate';
import { holdsAnyMenu, holdsMenu } from '../auth/holds-menu';
import { holdsPageAuthority, menuPathOf } from '../auth/page-access';
import type { Db } from '../db/db';
import type { RouteAccess } from './route-access';

/** Whether a signed-in user passes a route's access (public and signedIn always do). */
export async function passesAccess(
  db: Db,
  user: SessionUser,
  access: RouteAccess,
): Promise<boolean> {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'menu':
      return holdsMenu(db, user, access.menu);
    case 'authority': {
      for (const pid of access.anyOf) if (await hasAuthority(db, user, pid)) return true;
      return false;
    }
    case 'page':
      return holdsPageAuthority(db, user, access.page, access.authorities);
    case 'anyPage': {
      const menus = access.pages.map(menuPathOf);
      // A page outside every menu is open to all signed-in users.
      if (menus.includes(null)) return true;
      return holdsAnyMenu(db, user, menus as string[]);
    }
  }
}
