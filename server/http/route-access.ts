import type { EndpointDef } from '../../src/api/contract/endpoint';
import type { PageDeclaration } from '../../src/shared/page-declaration/types';

/**
 * What a caller needs before an endpoint reads its input. Checked by the route's gate, so a
 * caller who may not use an endpoint learns nothing from its validation messages.
 *
 * - `public`: anyone, no token (login, logout, analytics beacons, preview tokens).
 * - `signedIn`: any session: the session bootstrap, the user centre, reference data and the
 *   search selects every form uses, which must work for `noaccess` too (who holds neither /home nor the company detail).
 * - `menu`: the menu permission with this dotted path (`dashboard.ar`), as the route guard tests it.
 * - `authority`: one of these authority pids (`org.account.view`).
 * - `page`: the declared page's menu and, when `authorities` names any, one of them.
 * - `anyPage`: the menu of at least one of these pages. For the generic record endpoints, where
 *   the body or path names the page: the handler then checks that page and the action's
 *   authority (a check that depends on the input cannot run before the input is read).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'menu'; menu: string }
  | { kind: 'authority'; anyOf: readonly string[] }
  | { kind: 'page'; page: PageDeclaration; authorities: readonly string[] }
  | { kind: 'anyPage'; pages: readonly PageDeclaration[] };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
export const menu = (path: string): RouteAccess => ({ kind: 'menu', menu: path });
export const authority = (...anyOf: string[]): RouteAccess => ({ kind: 'authority', anyOf });
export const page = (declaration: PageDeclaration, authorities: readonly string[] = []) =>
  ({ kind: 'page', page: declaration, authorities }) as const satisfies RouteAccess;
export const anyPage = (pages: readonly PageDeclaration[]): RouteAccess => ({
  kind: 'anyPage',
  pages,
});

/** One line per access, for the route registry, logs and the authorization matrix. */
export function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return access.kind;
    case 'menu':
      return `menu ${access.menu}`;
    case 'authority':
      return `authority ${access.anyOf.join(' | ')}`;
    case 'page':
      return `page ${access.page.id}${access.authorities.length ? ` + ${access.authorities.join(' | ')}` : ''}`;
    case 'anyPage':
      return `any page of ${access.pages.length}`;
  }
}

/** Endpoint id → access: every /api route the server mounts has exactly one entry. */
export type AccessTable = ReadonlyMap<string, RouteAccess>;

/** A mounted route as the registry records it (plain data: tests receive it from the server). */
export interface MountedRoute {
  id: string;
  method: string;
  /** Hono's path, `{product}` filled and `{name}` as `:name`. */
  path: string;
  access: string;
}

/** Refuses an endpoint whose access is missing or contradicts its declaration's `public`. */
export function accessOf(table: AccessTable, endpoint: EndpointDef): RouteAccess {
  const access = table.get(endpoint.id);
  if (!access) {
    throw new Error(
      `${endpoint.id} declares no access: add it to server/http/route-access-table.ts`,
    );
  }
  if ((access.kind === 'public') !== (endpoint.public === true)) {
    throw new Error(
      `${endpoint.id}: access ${access.kind} contradicts the declaration's public: ${String(endpoint.public)}`,
    );
  }
  return access;
}
