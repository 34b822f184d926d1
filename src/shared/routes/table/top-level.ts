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
  // Not public: the spec's public routes are /login and /error/** only, so resetting the password
  // is the step a signed-in user is sent to (e.g. after an initial or expired password).
  resetPwd: {
    path: '/reset-pwd',
    titleKey: 'route.resetPwd',
    parent: null,
    permission: null,
    access: 'signed-in',
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
