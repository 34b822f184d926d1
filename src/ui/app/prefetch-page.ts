import { matchRoute } from '../../shared/routes/match-route';
import { pageModules } from './page-modules';

/**
 * Starts downloading the page module of the address the tab opens on, while the worker starts and
 * the session is checked: the guard asks for it only after the menus arrive, which put ~300 ms of
 * chunk loading after them on every cold start. The guard still decides whether it renders, and
 * a failed download here is left to the page load's own retry.
 */
export function prefetchPage(pathname: string): void {
  const match = matchRoute(pathname);
  const load = match ? pageModules[match.route.id] : undefined;
  load?.().catch(() => undefined);
}
