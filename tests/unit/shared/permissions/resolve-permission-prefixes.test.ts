import { describe, expect, it } from 'vitest';
import {
  resolvePermissionPrefixes,
  type PermissionNode,
} from '../../../../src/shared/permissions/resolve-permission-prefixes';

const node = (
  id: string,
  name: string,
  parentPermissionId: string | null = null,
): PermissionNode => ({
  id,
  name,
  parentPermissionId,
});

describe('resolving menu permissions to route paths', () => {
  it('joins the names from root to leaf into a route prefix', () => {
    const result = resolvePermissionPrefixes([
      node('1', 'org'),
      node('2', 'company', '1'),
      node('3', 'detail', '2'),
    ]);
    expect(result.prefixes).toEqual(['/org/company/detail']);
    expect([...result.groups].sort()).toEqual(['/org', '/org/company']);
  });

  it('does not depend on the order the list arrives in', () => {
    const result = resolvePermissionPrefixes([
      node('3', 'detail', '2'),
      node('2', 'company', '1'),
      node('1', 'org'),
    ]);
    expect(result.prefixes).toEqual(['/org/company/detail']);
  });

  it('treats a permission without children as a leaf, even at the root', () => {
    const result = resolvePermissionPrefixes([node('1', 'payment'), node('2', 'home')]);
    expect(result).toEqual({ prefixes: ['/payment', '/home'], groups: [] });
  });

  it.each([
    ['a dotted name', [node('1', 'finance.finance-order')], ['/finance/finance-order']],
    ['a name with slashes', [node('1', '/trading/purchase/')], ['/trading/purchase']],
    ['an empty string parent id as root', [node('1', 'home', '')], ['/home']],
    ['names with spaces around', [node('1', ' proof '), node('2', ' bank', '1')], ['/proof/bank']],
  ])('reads %s', (_label, permissions, prefixes) => {
    expect(resolvePermissionPrefixes(permissions).prefixes).toEqual(prefixes);
  });

  it('drops a permission whose name path is empty rather than granting the root', () => {
    expect(resolvePermissionPrefixes([node('1', ''), node('2', ' . ')])).toEqual({
      prefixes: [],
      groups: [],
    });
  });

  it('drops a permission whose parent is missing, with its descendants', () => {
    const result = resolvePermissionPrefixes([
      node('2', 'company', 'gone'),
      node('3', 'detail', '2'),
      node('9', 'home'),
    ]);
    expect(result).toEqual({ prefixes: ['/home'], groups: [] });
  });

  it.each([
    ['a permission that is its own parent', [node('1', 'loop', '1')]],
    ['two permissions that are each other’s parent', [node('1', 'a', '2'), node('2', 'b', '1')]],
    [
      'a chain hanging from a cycle',
      [node('1', 'a', '3'), node('2', 'b', '1'), node('3', 'c', '2'), node('4', 'd', '3')],
    ],
  ])('ends and grants nothing for %s', (_label, permissions) => {
    expect(resolvePermissionPrefixes(permissions)).toEqual({ prefixes: [], groups: [] });
  });

  it('keeps the healthy part of a list that also holds a cycle', () => {
    const result = resolvePermissionPrefixes([
      node('1', 'a', '2'),
      node('2', 'b', '1'),
      node('3', 'home'),
    ]);
    expect(result.prefixes).toEqual(['/home']);
  });

  it('lists a path once when two permissions resolve to it', () => {
    const result = resolvePermissionPrefixes([node('1', 'home'), node('2', 'home')]);
    expect(result.prefixes).toEqual(['/home']);
  });

  // Speed is not asserted here (shared, noisy machines: timings belong to bench/), only that a
  // chain far deeper than any real menu resolves whole.
  it('resolves a deep chain', () => {
    const depth = 3000;
    const chain = Array.from({ length: depth }, (_, i) =>
      node(`${i}`, `n${i}`, i === 0 ? null : `${i - 1}`),
    );
    const result = resolvePermissionPrefixes(chain);
    expect(result.prefixes).toHaveLength(1);
    expect(result.groups).toHaveLength(depth - 1);
  });
});
