import { buildAuthority } from '../../../../../src/shared/permissions/authority';
import type { NavigationInput } from '../../../../../src/shared/permissions/navigation-types';
import { FULL_MENU, permissionsFor } from './permission-tree';

export const fullAuthority = buildAuthority({
  permissions: permissionsFor(FULL_MENU),
  poolMode: '',
  productCode: 'scf',
});

export const authorityFor = (leafPaths: readonly string[], poolMode = '') =>
  buildAuthority({ permissions: permissionsFor(leafPaths), poolMode, productCode: 'scf' });

/** A signed-in supplier with the full menu and no tokens, unless told otherwise. */
export function signedIn(overrides: Partial<NavigationInput> = {}): NavigationInput {
  return {
    path: '/home',
    query: '',
    signedIn: true,
    authority: fullAuthority,
    companyRole: 'SUPPLIER',
    exhibitionToken: 'absent',
    ...overrides,
  };
}

export function signedOut(overrides: Partial<NavigationInput> = {}): NavigationInput {
  return signedIn({ signedIn: false, authority: null, companyRole: null, ...overrides });
}
