import { describe, expect, it } from 'vitest';
import {
  POOL_MODE_EXCLUSIONS,
  poolModeOf,
  productPoolFactoring,
} from '../../../../src/shared/permissions/pool-mode';

describe('the pool mode of a company', () => {
  it.each([
    ['DBS_POOL_FACTORING', 'scf', 'dbs'],
    ['SCF_POOL_FACTORING', 'scf', 'product'],
    ['scf_pool_factoring', 'scf', 'product'],
    ['ABC_POOL_FACTORING', 'abc', 'product'],
    ['SCF_POOL_FACTORING', 'abc', 'none'],
    ['', 'scf', 'none'],
    [null, 'scf', 'none'],
    [undefined, 'scf', 'none'],
    ['SOMETHING_ELSE', 'scf', 'none'],
  ] as const)('%s with product %s is %s', (value, productCode, mode) => {
    expect(poolModeOf(value, productCode)).toBe(mode);
  });

  it('spells the product pool mode from the configured product code', () => {
    expect(productPoolFactoring('scf')).toBe('SCF_POOL_FACTORING');
  });

  it('excludes exactly the spec’s paths in each mode', () => {
    expect(POOL_MODE_EXCLUSIONS).toEqual({
      dbs: [
        '/finance/finance-order',
        '/finance/poolFactoring',
        '/finance/account',
        '/finance/interest',
      ],
      product: ['/finance/finance-order', '/finance/dbsFinance', '/payment', '/repayment'],
      none: [
        '/finance/dbsFinance',
        '/finance/poolFactoring',
        '/finance/account',
        '/finance/interest',
      ],
    });
  });
});
