import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { Tooltip } from 'primereact/tooltip';
import type { TFunction } from 'i18next';
import type { RouteEntry } from '../../shared/routes/paths';
import { matchRoute } from '../../shared/routes/match-route';
import { session } from '../state/core-state';
import { closedGroups, collapsed, setCollapsed, setGroupOpen } from '../state/app-state';
import { menuSections, sectionKey, type MenuSection } from './menu-items';
import { translateKey } from '../core/error-text';
import styles from './SideMenu.module.css';

/** The class the collapsed menu's tooltip looks its targets up by. */
const LINK_CLASS = 'side-menu-link';

function MenuLink({ route, t, small }: { route: RouteEntry; t: TFunction; small: boolean }) {
  const title = translateKey(t, route.titleKey);
  return (
    <NavLink
      to={route.path}
      // Expanded, a long label is ellipsized and the browser's title shows it whole; collapsed,
      // the menu's own tooltip does (two tooltips at once would cover each other).
      title={small ? undefined : title}
      data-pr-tooltip={small ? title : undefined}
      className={({ isActive }) =>
        `${LINK_CLASS} ${styles.link}${isActive ? ` ${styles.active}` : ''}`
      }
    >
      <i className={route.icon ?? 'pi pi-circle'} aria-hidden />
      <span className={small ? styles.srOnly : styles.label}>{title}</span>
    </NavLink>
  );
}

/** Memoised: its section and t stay the same while only the address changes. */
const MenuGroup = memo(function MenuGroup({ section, t }: { section: MenuSection; t: TFunction }) {
  // Reads the folded groups' signal itself: without this the toggle re-rendered nothing.
  useSignals();
  const group = section.group ?? '';
  const title = section.titleKey ? translateKey(t, section.titleKey) : '';
  const open = !closedGroups.value.has(group);
  const listId = `side-menu-group-${group}`;
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setGroupOpen(group, !open)}
      >
        <i className={section.icon ?? 'pi pi-folder'} aria-hidden />
        <span className={styles.label}>{title}</span>
        <i className={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden />
      </button>
      <div id={listId} role="group" aria-label={title} hidden={!open} className={styles.items}>
        {section.items.map((route) => (
          <MenuLink key={route.id} route={route} t={t} small={false} />
        ))}
      </div>
    </div>
  );
});

/**
 * The side menu: groups fold and stay folded (localStorage); the group of the page being shown
 * opens on navigation, so the highlighted item is never hidden. Collapsed, it shows icons only,
 * each with a tooltip of its label on hover and on keyboard focus.
 */
export function SideMenu() {
  useSignals();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const authority = session.value?.authority ?? null;
  // The menu renders at every address change (a filter in the URL too): the routes' permission
  // checks run when the session's authority changes, not each time.
  const sections = useMemo(() => menuSections(authority), [authority]);
  const small = collapsed.value;
  const activeGroup = matchRoute(pathname)?.route.group ?? null;

  useEffect(() => {
    if (activeGroup) setGroupOpen(activeGroup, true);
  }, [activeGroup, pathname]);

  return (
    <nav
      aria-label={t('layout.menu')}
      className={small ? `${styles.nav} ${styles.small}` : styles.nav}
    >
      <Button
        type="button"
        text
        className={styles.collapse}
        icon={small ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
        aria-label={small ? t('layout.expand') : t('layout.collapse')}
        aria-expanded={!small}
        onClick={() => setCollapsed(!small)}
      />
      {sections.map((section) =>
        small || section.group === null ? (
          <div
            key={sectionKey(section)}
            role={section.titleKey ? 'group' : undefined}
            aria-label={section.titleKey ? translateKey(t, section.titleKey) : undefined}
            className={section.group && small ? styles.smallGroup : undefined}
          >
            {section.items.map((route) => (
              <MenuLink key={route.id} route={route} t={t} small={small} />
            ))}
          </div>
        ) : (
          <MenuGroup key={sectionKey(section)} section={section} t={t} />
        ),
      )}
      {small && (
        // Remounted with the links it serves: the tooltip binds to its targets when it mounts.
        <Tooltip
          key={sections.map(sectionKey).join()}
          target={`.${LINK_CLASS}[data-pr-tooltip]`}
          position="right"
          event="both"
        />
      )}
    </nav>
  );
}
