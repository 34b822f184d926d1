import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery } from '../receivables/ar-sql';
import { recordSource } from './record-source';
import { showRows, shownTextFor } from './shown-values';

// Kept here for the handlers that import them from this module; they live with the gate's checks.
export { menuPathOf, requirePage, requirePageAuthority } from '../../auth/page-access';

/** Mounts the list endpoint of every declared page the record store serves. */
export function registerDeclaredLists(api: ApiMount): void {
  for (const { declaration, endpoint } of declaredLists) {
    // The page's menu is the route's declared access (server/http/route-access-table.ts).
    route(api, endpoint, async ({ db, user, body, lang }) => {
      // The acting role picks the side of a sided page (docs/role-views.md).
      const source = recordSource(declaration, user.companyRole);
      const [page, shown] = await Promise.all([
        pagedQuery(db, source, user.companyId, body as Parameters<typeof pagedQuery>[3]),
        shownTextFor(db, lang),
      ]);
      // Company names and seeded wording in the request's language (docs/role-views.md).
      return { ...page, list: showRows(page.list, source.columns, shown) };
    });
  }
}
