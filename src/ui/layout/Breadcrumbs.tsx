import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isAllowed } from '../../shared/permissions/authority';
import { matchRoute } from '../../shared/routes/match-route';
import { paths, type RouteEntry, type RouteId } from '../../shared/routes/paths';
import { translateKey } from '../core/error-text';
import { session } from '../state/core-state';
import styles from './MainLayout.module.css';

/**
 * The chain of parents of the current route. A parent with parameters, or one the user may not
 * open (the buyer's confirm pages sit under the finance-order list it lacks), is shown as text.
 */
function trail(route: RouteEntry): RouteEntry[] {
  const chain: RouteEntry[] = [route];
  let parent = route.parent as RouteId | null;
  while (parent && chain.length < 10) {
    const entry: RouteEntry = paths[parent];
    chain.unshift(entry);
    parent = entry.parent as RouteId | null;
  }
  return chain;
}

export function Breadcrumbs() {
  useSignals();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  // An error page names its code itself; "Error" above it would say nothing more.
  if (!route || route.id === 'error') return null;
  const chain = trail(route);
  const authority = session.value?.authority ?? null;
  return (
    <nav aria-label={t('layout.breadcrumb')} className={styles.crumbs}>
      <ol>
        {chain.map((entry, index) => {
          const title = translateKey(t, entry.titleKey);
          const last = index === chain.length - 1;
          const linkable =
            !last &&
            !entry.path.includes(':') &&
            (entry.permission === null || isAllowed(authority, entry.permission));
          return (
            <li key={entry.id} aria-current={last ? 'page' : undefined}>
              {linkable ? <Link to={entry.path}>{title}</Link> : <span>{title}</span>}
              {!last && <span aria-hidden> / </span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
