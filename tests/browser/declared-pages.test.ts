import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageDeclarations } from '../../src/shared/page-declaration/page-registry';
import type { PageDeclaration } from '../../src/shared/page-declaration/types';
import { POOL_MODE_EXCLUSIONS, type PoolMode } from '../../src/shared/permissions/pool-mode';
import { paths } from '../../src/shared/routes/paths';
import { signedInPage } from './support/signed-in-page';

/**
 * Every declared list page (issue 5) opened as a user would, in real Chromium against the
 * reference server: it must show rows, and its detail page the first row's record. The user is
 * the full-menu supplier whose pool mode lets the page exist.
 */

const USER_BY_POOL: Record<PoolMode, string> = {
  none: 'supplier',
  dbs: 'supplier-dbs',
  product: 'supplier-pool',
};

function userFor(declaration: PageDeclaration): string {
  const path = declaration.routeId ? paths[declaration.routeId].path : '';
  const modes = Object.keys(USER_BY_POOL) as PoolMode[];
  const mode = modes.find((m) => !POOL_MODE_EXCLUSIONS[m].some((p) => path.startsWith(p)));
  return USER_BY_POOL[mode ?? 'none'];
}

const routed = Object.values(pageDeclarations).filter((d) => d.routeId);
const byUser = new Map<string, PageDeclaration[]>();
for (const d of routed) byUser.set(userFor(d), [...(byUser.get(userFor(d)) ?? []), d]);

const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');

describe.each([...byUser.entries()])('declared pages as %s', (user, declarations) => {
  const session = signedInPage(user);
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it.each(declarations.map((d) => [d.id, d] as const))(
    '%s renders rows from the reference server',
    async (_id, declaration) => {
      if (!declaration.routeId) return;
      await page.goto(paths[declaration.routeId].path);
      await page.getByTestId('search-table').waitFor();
      await rows(page).locator('[data-field]').first().waitFor();
      expect(await rows(page).count()).toBeGreaterThan(0);
      const first = declaration.columns.find((c) => !c.hiddenByDefault);
      const text = await rows(page)
        .first()
        .locator(`[data-field="${first?.key ?? ''}"]`)
        .textContent();
      expect(text?.trim()).not.toBe('');

      if (!declaration.detailRouteId) return;
      await rows(page).first().locator('a').first().click();
      await page.getByTestId('record-details').waitFor();
      const shown = await page
        .getByTestId('record-details')
        .locator(`[data-field="${first?.key ?? ''}"]`)
        .textContent();
      expect(shown).toBe(text);
    },
  );
});
