import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery } from '../receivables/ar-sql';
import { recordSource } from './record-source';

// Kept here for the handlers that import them from this module; they live with the gate's checks.
export { menuPathOf, requirePage, requirePageAuthority } from '../../auth/page-access';

/** Mounts the list endpoint of every declared page the record store serves. */
export function registerDeclaredLists(api: ApiMount): void {
  for (const { declaration, endpoint } of declaredLists) {
    // The page's menu is the route's declared access (server/http/route-access-table.ts).
    route(api, endpoint, async ({ db, user, body }) => {
      // The acting role picks the side of a sided page (docs/role-views.md).
      const source = recordSource(declaration, user.companyRole);
      return pagedQuery(db, source, user.companyId, body as Parameters<typeof pagedQuery>[3]);
    });
  }
}
