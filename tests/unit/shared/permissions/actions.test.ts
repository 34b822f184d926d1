import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  actionTitleKeys,
  isActionVisible,
} from '../../../../src/shared/permissions/actions';
import type { PrincipalLike } from '../../../../src/shared/permissions/principal';

const user: PrincipalLike = {
  user: { userRoles: 'Maker' },
  roles: [],
  authorities: [{ pid: 'org.account.export' }, { pid: 'org.account.view' }],
};

describe('action buttons', () => {
  it('lists the fifteen actions of the spec', () => {
    expect(ACTIONS).toEqual([
      'create',
      'edit',
      'view',
      'export',
      'batchUpload',
      'downloadTemplate',
      'delete',
      'withdraw',
      'convertToArp',
      'signOff',
      'acceptRejectPricing',
      'sendInvitation',
      'deactivate',
      'reactivate',
      'resetPassword',
    ]);
    expect(actionTitleKeys).toContain('action.convertToArp');
    expect(actionTitleKeys).toHaveLength(15);
  });

  it.each([
    ['shows an action when one of its authorities is held', ['org.account.export'], true],
    [
      'shows an action when any one of several is held',
      ['org.account.delete', 'org.account.view'],
      true,
    ],
    [
      'hides an action when none of its authorities is held',
      ['org.account.delete', 'org.account.edit'],
      false,
    ],
    ['shows an action that names no authority', [], true],
  ])('%s', (_label, required, visible) => {
    expect(isActionVisible(user, required)).toBe(visible);
  });

  it('hides every action when nobody is signed in', () => {
    expect(isActionVisible(null, [])).toBe(false);
    expect(isActionVisible(null, ['org.account.view'])).toBe(false);
  });
});
