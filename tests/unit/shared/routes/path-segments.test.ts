import { describe, expect, it } from 'vitest';
import {
  isUnderPrefix,
  normalizePath,
  samePath,
} from '../../../../src/shared/routes/path-segments';

describe('path prefixes', () => {
  it.each([
    ['/payment/management', '/payment', true],
    ['/payment', '/payment', true],
    ['/payment/', '/payment', true],
    ['/PAYMENT/management', '/payment', true],
    ['/paymentX', '/payment', false],
    ['/payment-x/management', '/payment', false],
    ['/pay', '/payment', false],
    ['/finance/finance-order/confirm', '/finance/finance-order', true],
    ['/finance/finance-orders', '/finance/finance-order', false],
    ['/anything', '/', false],
    ['/anything', '', false],
    ['/home?backUrl=/payment', '/payment', false],
  ])('%s under %s is %s', (path, prefix, expected) => {
    expect(isUnderPrefix(path, prefix)).toBe(expected);
  });

  it.each([
    ['', '/'],
    ['/', '/'],
    ['//', '/'],
    ['/home/', '/home'],
    ['home', '/home'],
    ['/a//b', '/a/b'],
  ])('normalises %j to %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it('compares whole paths without regard to case or trailing slash', () => {
    expect(samePath('/Proof/', '/proof')).toBe(true);
    expect(samePath('/proof/bank', '/proof')).toBe(false);
  });
});
