import { hrefBuilder, type HrefBuilder } from './href';
import { menuGroups } from './menu-groups';
import type { RouteSpec } from './route-spec';
import { confirmationRoutes } from './table/confirmation';
import { contractAndWalletRoutes } from './table/contract-and-wallet';
import { financeRoutes } from './table/finance';
import { homeRoutes } from './table/home';
import { orgRoutes } from './table/org';
import { paymentRoutes } from './table/payment';
import { proofRoutes } from './table/proof';
import { realnameRoutes } from './table/realname';
import { tradingRoutes } from './table/trading';
import { topLevelRoutes } from './table/top-level';
import { userCenterRoutes } from './table/user-center';

/**
 * Every route of the portal (spec 000 section 2, spec 001 section 2). The areas live in
 * `table/` to keep each file readable; the order here is the side menu's order.
 */
const routeTable = {
  ...homeRoutes,
  ...orgRoutes,
  ...confirmationRoutes,
  ...contractAndWalletRoutes,
  ...tradingRoutes,
  ...financeRoutes,
  ...paymentRoutes,
  ...realnameRoutes,
  ...proofRoutes,
  ...userCenterRoutes,
  ...topLevelRoutes,
} as const;

type RouteTable = typeof routeTable;
export type RouteId = keyof RouteTable;

/** The literal types of the table, widened by RouteSpec so optional fields read as optional. */
export type RouteEntry<Id extends RouteId = RouteId> = RouteTable[Id] &
  RouteSpec & {
    readonly id: Id;
    readonly getHref: HrefBuilder<RouteTable[Id]['path']>;
  };

type Assert<T extends true> = T;
/** A breadcrumb parent that is not a route id fails to compile. */
type _ParentsAreRoutes = Assert<
  RouteTable[RouteId]['parent'] extends RouteId | null ? true : false
>;

export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([id, spec]) => [
    id,
    { ...spec, id, getHref: hrefBuilder(spec.path) },
  ]),
) as { readonly [Id in RouteId]: RouteEntry<Id> };

export const routeList: readonly RouteEntry[] = Object.values(paths);

export type RouteTitleKey =
  RouteTable[RouteId]['titleKey'] | (typeof menuGroups)[keyof typeof menuGroups]['titleKey'];

/** Translation keys the route table needs in every locale (page titles and menu headings). */
export const routeTitleKeys: readonly RouteTitleKey[] = [
  ...new Set<RouteTitleKey>([
    ...Object.values(menuGroups).map((group) => group.titleKey),
    ...routeList.map((route) => route.titleKey),
  ]),
];
