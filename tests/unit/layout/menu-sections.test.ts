import { describe, expect, it } from 'vitest';
import { menuSections, sectionKey } from '../../../src/ui/layout/menu-items';
import type { Authority } from '../../../src/shared/permissions/authority';
import { routeList } from '../../../src/shared/routes/paths';

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
});
