import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_PREFIXES } from '../../../../src/shared/permissions/always-allowed';
import {
  buildAuthority,
  isAllowed,
  NO_AUTHORITY,
  type Authority,
} from '../../../../src/shared/permissions/authority';
import { FULL_MENU, permissionsFor } from './support/permission-tree';

const PRODUCT = 'scf';
const full = (poolMode: string) =>
  buildAuthority({ permissions: permissionsFor(FULL_MENU), poolMode, productCode: PRODUCT });
const none = full('');
const dbs = full('DBS_POOL_FACTORING');
const pool = full('SCF_POOL_FACTORING');

describe('the authority list', () => {
  it('is the resolved permissions plus the always-allowed routes', () => {
    const authority = buildAuthority({
      permissions: permissionsFor(['/trading/purchase']),
      poolMode: 'SCF_POOL_FACTORING',
      productCode: PRODUCT,
    });
    expect([...authority.prefixes].sort()).toEqual(
      [
        '/trading/purchase',
        '/realname',
        '/information',
        '/finance/interest',
        '/dashboard/ar',
        '/dashboard/cashflow',
        '/buyer-outlook',
      ].sort(),
    );
    expect(authority.exact).toEqual(['/trading']);
  });

  it.each(ALWAYS_ALLOWED_PREFIXES.filter((p) => !p.startsWith('/finance')))(
    'opens %s without any menu permission, in every pool mode',
    (path) => {
      for (const poolMode of ['', 'DBS_POOL_FACTORING', 'SCF_POOL_FACTORING']) {
        const authority = buildAuthority({ permissions: [], poolMode, productCode: PRODUCT });
        expect(isAllowed(authority, path), poolMode).toBe(true);
      }
    },
  );

  it('opens every real-name sub-step through /realname', () => {
    const authority = buildAuthority({ permissions: [], poolMode: '', productCode: PRODUCT });
    for (const step of [
      'verify-bank',
      'verify-money',
      'verify-success',
      'verify-Personal',
      'personal-success',
      'personal-error',
    ]) {
      expect(isAllowed(authority, `/realname/${step}`), step).toBe(true);
    }
  });
});

describe('pool-mode exclusions', () => {
  it.each([
    ['DBS', dbs, '/finance/finance-order'],
    ['DBS', dbs, '/finance/finance-order/12/detail'],
    ['DBS', dbs, '/finance/poolFactoring'],
    ['DBS', dbs, '/finance/account'],
    ['DBS', dbs, '/finance/interest'],
    ['SCF pool', pool, '/finance/finance-order'],
    ['SCF pool', pool, '/finance/finance-order/add'],
    ['SCF pool', pool, '/finance/dbsFinance'],
    ['SCF pool', pool, '/payment/management'],
    ['SCF pool', pool, '/payment/financing'],
    ['SCF pool', pool, '/payment/release-refund'],
    ['SCF pool', pool, '/repayment/repaymentDetail'],
    ['SCF pool', pool, '/repayment/details'],
    ['SCF pool', pool, '/repayment/management'],
    ['neither', none, '/finance/dbsFinance'],
    ['neither', none, '/finance/poolFactoring'],
    ['neither', none, '/finance/account'],
    ['neither', none, '/finance/interest'],
  ] as const)('under %s close %s even with its permission', (_mode, authority, path) => {
    expect(isAllowed(authority, path)).toBe(false);
  });

  it.each([
    ['DBS', dbs, '/finance/dbsFinance'],
    ['DBS', dbs, '/payment/management'],
    ['DBS', dbs, '/repayment/details'],
    ['DBS', dbs, '/finance/costs'],
    ['SCF pool', pool, '/finance/poolFactoring'],
    ['SCF pool', pool, '/finance/account'],
    ['SCF pool', pool, '/finance/interest'],
    ['SCF pool', pool, '/finance/costs'],
    ['neither', none, '/finance/finance-order'],
    ['neither', none, '/finance/finance-order/7/edit'],
    ['neither', none, '/payment/release-refund'],
    ['neither', none, '/repayment/management'],
  ] as const)('under %s leave %s open', (_mode, authority, path) => {
    expect(isAllowed(authority, path)).toBe(true);
  });

  it('removes excluded paths from the list itself', () => {
    expect(dbs.prefixes).not.toContain('/finance/interest');
    expect(dbs.prefixes).not.toContain('/finance/finance-order/confirm');
    expect(pool.prefixes.some((p) => p.startsWith('/payment'))).toBe(false);
    expect(none.prefixes).not.toContain('/finance/dbsFinance');
  });

  it('lets the exclusion win over a permission wider than it', () => {
    const wide = buildAuthority({
      permissions: permissionsFor(['/finance']),
      poolMode: '',
      productCode: PRODUCT,
    });
    expect(isAllowed(wide, '/finance/costs')).toBe(true);
    expect(isAllowed(wide, '/finance/dbsFinance')).toBe(false);
  });

  it.each([
    ['', false],
    ['DBS_POOL_FACTORING', false],
    ['SCF_POOL_FACTORING', true],
  ])('opens the always-allowed /finance/interest under pool mode %j: %s', (poolMode, open) => {
    const authority = buildAuthority({ permissions: [], poolMode, productCode: PRODUCT });
    expect(isAllowed(authority, '/finance/interest')).toBe(open);
  });

  it.each([
    ['', true],
    ['DBS_POOL_FACTORING', false],
    ['SCF_POOL_FACTORING', false],
  ])(
    'opens the always-allowed /finance/finance-order/confirm under pool mode %j: %s',
    (poolMode, open) => {
      const authority = buildAuthority({ permissions: [], poolMode, productCode: PRODUCT });
      expect(isAllowed(authority, '/finance/finance-order/confirm')).toBe(open);
    },
  );

  it('reads the product pool mode from the configured product code', () => {
    const other = buildAuthority({
      permissions: permissionsFor(FULL_MENU),
      poolMode: 'ABC_POOL_FACTORING',
      productCode: 'abc',
    });
    expect(isAllowed(other, '/payment/management')).toBe(false);
    expect(isAllowed(other, '/finance/poolFactoring')).toBe(true);
  });
});

describe('checking a path against the authority', () => {
  const authority: Authority = {
    prefixes: ['/payment', '/org/company/detail'],
    exact: ['/proof'],
    excluded: ['/payment/release-refund'],
  };

  it.each([
    ['/payment', true],
    ['/payment/management', true],
    ['/Payment/Management/', true],
    ['/paymentX', false],
    ['/payment/release-refund', false],
    ['/org/company/detail/attach', true],
    ['/org/company', false],
    ['/org/company/edit', false],
    ['/proof', true],
    ['/proof/bank', false],
    ['/', false],
    ['', false],
  ])('%s is %s', (path, expected) => {
    expect(isAllowed(authority, path)).toBe(expected);
  });

  it('opens nothing without an authority', () => {
    expect(isAllowed(null, '/home')).toBe(false);
    expect(isAllowed(undefined, '/home')).toBe(false);
    expect(isAllowed(NO_AUTHORITY, '/home')).toBe(false);
  });

  it('keeps a group to its own page, so granting one child does not open its siblings', () => {
    const authority2 = buildAuthority({
      permissions: permissionsFor(['/trading/purchase']),
      poolMode: '',
      productCode: PRODUCT,
    });
    expect(isAllowed(authority2, '/trading/purchase/edit/1')).toBe(true);
    expect(isAllowed(authority2, '/trading/invoice')).toBe(false);
  });

  it('survives the worker boundary as plain data', () => {
    expect(structuredClone(none)).toEqual(none);
    expect(isAllowed(structuredClone(none), '/home')).toBe(true);
  });
});
