import { describe, expect, it } from 'vitest';
import { menuSections, sectionKey } from '../../../src/ui/layout/menu-items';
import type { Authority } from '../../../src/shared/permissions/authority';
import { isAllowed } from '../../../src/shared/permissions/authority';
import { routeList } from '../../../src/shared/routes/paths';
import { authorityFor } from '../shared/permissions/support/navigation';

const menuPaths = (authority: Authority) =>
  menuSections(authority).flatMap((s) => s.items.map((r) => r.path));
const ALWAYS_ALLOWED_MENU = ['/dashboard/ar', '/dashboard/cashflow', '/buyer-outlook'];

/** Every route of the table allowed: the fullest menu there is. */
const everything: Authority = {
  prefixes: routeList.map((r) => r.permission ?? r.path),
  exact: [],
  excluded: [],
};

describe('side menu sections', () => {
  it('gives every section its own key, the routes without a group included', () => {
    const sections = menuSections(everything);
    const ungrouped = sections.filter((s) => s.group === null);
    expect(ungrouped.length).toBeGreaterThan(1);
    const keys = sections.map(sectionKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the always-allowed dashboards and buyer outlook only when the menu grants them', () => {
    // A buyer's menu: no dashboards, no buyer outlook (server/seed/data/demo-users.ts).
    const buyer = authorityFor(['/home', '/trading/purchase', '/contract/info']);
    for (const path of ALWAYS_ALLOWED_MENU) {
      expect(menuPaths(buyer), path).not.toContain(path);
      // Still opens by address: the spec's always-allowed routes need no permission.
      expect(isAllowed(buyer, path), path).toBe(true);
    }
    expect(menuPaths(buyer)).toContain('/trading/purchase');
    const granted = authorityFor(['/home', ...ALWAYS_ALLOWED_MENU]);
    for (const path of ALWAYS_ALLOWED_MENU) expect(menuPaths(granted), path).toContain(path);
  });
});
