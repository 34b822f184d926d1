import type { MenuGroupId } from './menu-groups';

/** Who may open a route before any permission is looked at. */
export type RouteAccess =
  /** Anyone: sign-in and error pages must work without a session or they could never be shown. */
  | 'public'
  /** Signed-in users, and preview visitors holding an exhibition token or a notice parameter. */
  | 'preview'
  | 'signed-in';

export interface RouteSpec {
  /** A react-router pattern. */
  readonly path: string;
  readonly titleKey: `route.${string}`;
  /** The route id one level up in the breadcrumb, or null at the top. */
  readonly parent: string | null;
  /**
   * The path checked against the user's authority, or null when being signed in (or public) is
   * enough. Sub-pages name their list page, so that ids in the address never take part.
   */
  readonly permission: string | null;
  readonly access: RouteAccess;
  readonly menu: boolean;
  readonly group: MenuGroupId | null;
  /** A primeicons class; menu entries have one. */
  readonly icon: `pi pi-${string}` | null;
  /** Where the route sends the user instead of showing a page (query kept). */
  readonly redirectTo?: string;
}
