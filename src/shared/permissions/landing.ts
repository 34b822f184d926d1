import { isUnderPrefix } from '../routes/path-segments';
import { paths, routeList, type RouteEntry, type RouteId } from '../routes/paths';
import { ALWAYS_ALLOWED_PREFIXES } from './always-allowed';
import { isAllowed, type Authority } from './authority';

/** Whether a route draws a page of its own (not the "coming soon" placeholder). */
export type HasPage = (routeId: RouteId) => boolean;

const everyRouteHasPage: HasPage = () => true;

/**
 * Granted to every signed-in user, so holding one says nothing about what the user's role may
 * read: the server still refuses a viewer the receivables analytics. Landing there would show a
 * page that fails, so these are skipped as landing pages (they stay in the menu).
 */
const grantedToEveryone = (route: RouteEntry) =>
  ALWAYS_ALLOWED_PREFIXES.some((prefix) => isUnderPrefix(route.path, prefix));

/**
 * Where a signed-in user lands on `/`: /home, else /org/company/detail (spec 000 section 6), else
 * the first route of the side menu the user's own permissions grant, in the menu's order. A
 * candidate counts only when it has a page of its own, so nobody lands on a placeholder. Null when
 * nothing is left (the guard then shows /error/403).
 */
export function landingRoute(
  authority: Authority | null,
  hasPage: HasPage = everyRouteHasPage,
): RouteEntry | null {
  const menu = routeList.filter((route) => route.menu && !grantedToEveryone(route));
  for (const route of [paths.home, paths.orgCompanyDetail, ...menu]) {
    if (hasPage(route.id) && isAllowed(authority, route.permission ?? route.path)) return route;
  }
  return null;
}
