import { isOffered, type Authority } from '../../shared/permissions/authority';
import { menuGroups, type MenuGroupId } from '../../shared/routes/menu-groups';
import { routeList, type RouteEntry } from '../../shared/routes/paths';

export interface MenuSection {
  group: MenuGroupId | null;
  titleKey: string | null;
  icon: string | null;
  items: RouteEntry[];
}

/**
 * The side menu: menu routes the user's menu permissions grant, in the table's order, under their
 * group headings. The always-allowed routes (dashboards, buyer outlook) open by address for
 * everyone but are listed only when the menu grants them: the server's menus and data calls
 * hold them for the roles that have them (docs/role-views.md).
 */
export function menuSections(authority: Authority | null): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const route of routeList) {
    if (!route.menu || !isOffered(authority, route.permission ?? route.path)) continue;
    const group = route.group;
    let section = sections.find((s) => s.group === group && group !== null);
    if (!section) {
      section = group
        ? { group, titleKey: menuGroups[group].titleKey, icon: menuGroups[group].icon, items: [] }
        : { group: null, titleKey: null, icon: null, items: [] };
      sections.push(section);
    }
    section.items.push(route);
  }
  return sections;
}

/**
 * A section's React key: its group, or for a route without a group (Home, Contracts… each a
 * section of its own) that route's id. One key for every ungrouped section made React warn and
 * could mix their links up when the menu changes (a role switch).
 */
export const sectionKey = (section: MenuSection): string =>
  section.group ?? `route:${section.items[0]?.id ?? ''}`;
