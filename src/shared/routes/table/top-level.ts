import type { RouteSpec } from '../route-spec';

/** Pages outside the main layout. */
export const topLevelRoutes = {
  login: {
    path: '/login',
    titleKey: 'route.login',
    parent: null,
    permission: null,
    access: 'public',
    menu: false,
    group: null,
    icon: null,
  },
  // Public (issue 20): whoever forgot the password has no session; a signed-in user may open it too.
  resetPwd: {
    path: '/reset-pwd',
    titleKey: 'route.resetPwd',
    parent: null,
    permission: null,
    access: 'public',
    menu: false,
    group: null,
    icon: null,
  },
  error: {
    path: '/error/:code',
    titleKey: 'route.error',
    parent: null,
    permission: null,
    access: 'public',
    menu: false,
    group: null,
    icon: null,
  },
} as const satisfies Record<string, RouteSpec>;
