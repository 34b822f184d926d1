import { describe, expect, it } from 'vitest';
import { visibleItems } from '../../../src/shared/screen/menu-items';
import type { PrincipalLike } from '../../../src/shared/permissions/principal';

const principal = (...pids: string[]): PrincipalLike => ({
  user: { userRoles: 'Administrator' },
  roles: [],
  authorities: pids.map((pid) => ({ pid })),
});

const items = [
  { id: 'create', authorities: ['trading.invoice.create'] },
  { id: 'batchUpload', authorities: ['trading.invoice.batchUpload'] },
  { id: 'downloadTemplate', authorities: ['trading.invoice.downloadTemplate'] },
];

describe('dropdown button menu items', () => {
  it('shows every item whose authority is held, in order', () => {
    const all = principal(
      'trading.invoice.create',
      'trading.invoice.batchUpload',
      'trading.invoice.downloadTemplate',
    );
    expect(visibleItems(items, all).map((i) => i.id)).toEqual([
      'create',
      'batchUpload',
      'downloadTemplate',
    ]);
  });

  it('hides an item whose authority is not held', () => {
    const some = principal('trading.invoice.create', 'trading.invoice.downloadTemplate');
    expect(visibleItems(items, some).map((i) => i.id)).toEqual(['create', 'downloadTemplate']);
  });

  it('shows nothing to nobody', () => {
    expect(visibleItems(items, null)).toEqual([]);
  });
});
