import type { RouteSpec } from '../route-spec';

/** Two single-page areas that sit directly in the menu. */
export const contractAndWalletRoutes = {
  contractInfo: {
    path: '/contract/info',
    titleKey: 'route.contract.info',
    parent: null,
    permission: '/contract/info',
    access: 'signed-in',
    menu: true,
    group: null,
    icon: 'pi pi-book',
  },
  accountOverview: {
    path: '/account-overview',
    titleKey: 'route.accountOverview',
    parent: null,
    permission: '/account-overview',
    access: 'signed-in',
    menu: true,
    group: null,
    icon: 'pi pi-wallet',
  },
} as const satisfies Record<string, RouteSpec>;
