import { describe, expect, it } from 'vitest';
import type { PrincipalLike } from '../../../../src/shared/permissions/principal';
import {
  hasAllRoles,
  hasAnyRole,
  hasAuthority,
  isDirector,
} from '../../../../src/shared/permissions/roles';

const principal = (
  userRoles: string | null,
  roles: string[],
  pids: string[] = [],
): PrincipalLike => ({
  user: { userRoles },
  roles: roles.map((roleCode) => ({ roleCode })),
  authorities: pids.map((pid) => ({ pid })),
});

const maker = principal(
  'Maker',
  ['SUPPLIER_MAKER', 'VIEWER'],
  ['trading.purchase.create', 'trading.purchase.export'],
);

describe('role checks by roleCode', () => {
  it.each([
    [['SUPPLIER_MAKER'], true],
    [['CHECKER', 'VIEWER'], true],
    [['CHECKER'], false],
    [['supplier_maker'], false],
    [[], false],
  ])('any of %j is %s', (codes, expected) => {
    expect(hasAnyRole(maker, codes)).toBe(expected);
  });

  it.each([
    [['SUPPLIER_MAKER', 'VIEWER'], true],
    [['SUPPLIER_MAKER', 'CHECKER'], false],
    [[], true],
  ])('all of %j is %s', (codes, expected) => {
    expect(hasAllRoles(maker, codes)).toBe(expected);
  });

  it('grants nothing without a principal', () => {
    expect(hasAnyRole(null, ['VIEWER'])).toBe(false);
    expect(hasAllRoles(null, [])).toBe(false);
    expect(hasAuthority(undefined, 'x')).toBe(false);
    expect(isDirector(null)).toBe(false);
  });
});

describe('authority checks by pid path', () => {
  it.each([
    ['trading.purchase.create', true],
    ['trading.purchase', false],
    ['trading.purchase.create.extra', false],
    ['trading.invoice.create', false],
  ])('%s is %s', (pid, expected) => {
    expect(hasAuthority(maker, pid)).toBe(expected);
  });
});

describe('directors', () => {
  it.each([
    ['Director', true],
    ['Maker,Director', true],
    ['Company Director', true],
    ['director', false],
    ['Maker', false],
    ['', false],
    [null, false],
  ])('userRoles %j is a director: %s', (userRoles, expected) => {
    expect(isDirector(principal(userRoles, []))).toBe(expected);
  });
});
