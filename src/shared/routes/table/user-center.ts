import type { RouteSpec } from '../route-spec';

/** Every signed-in user has their own profile, so no permission is checked here. */
export const userCenterRoutes = {
  userCenter: {
    path: '/user-center',
    titleKey: 'route.userCenter.main',
    parent: null,
    permission: null,
    access: 'signed-in',
    menu: true,
    group: null,
    icon: 'pi pi-user',
  },
  userCenterEdit: {
    path: '/user-center/edit',
    titleKey: 'route.userCenter.edit',
    parent: 'userCenter',
    permission: null,
    access: 'signed-in',
    menu: false,
    group: null,
    icon: null,
  },
  userCenterChangePs: {
    path: '/user-center/change-ps',
    titleKey: 'route.userCenter.changePs',
    parent: 'userCenter',
    permission: null,
    access: 'signed-in',
    menu: false,
    group: null,
    icon: null,
  },
  userCenterModify: {
    path: '/user-center/modify',
    titleKey: 'route.userCenter.modify',
    parent: 'userCenter',
    permission: null,
    access: 'signed-in',
    menu: false,
    group: null,
    icon: null,
  },
} as const satisfies Record<string, RouteSpec>;
