import { describe, expect, it } from 'vitest';
import { homeFigures } from '../../../src/worker/home/home-figures';
import type { HomeListCalls } from '../../../src/worker/home/home-list-calls';
import type { Authority } from '../../../src/shared/permissions/authority';

/** Lists that answer a total per page and one sum per currency, refusing the pages named. */
function fakeLists(refused: string[] = []): HomeListCalls & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    page: async (pageId, state) => {
      asked.push(`${pageId} ${JSON.stringify(state.params)}`);
      if (refused.includes(pageId)) throw new Error('refused');
      return { rows: [], total: 7, page: 1, size: state.size };
    },
    sumsBy: async (pageId) => {
      if (refused.includes(pageId)) throw new Error('refused');
      return [{ currency: 'USD', amount: '12.50' }];
    },
  };
}

const supplierMenu: Authority = { prefixes: ['/finance', '/contract'], exact: [], excluded: [] };

describe('home figures in the worker', () => {
  it("are the list's total and sums, linked to the list with the same state", async () => {
    const figures = await homeFigures(fakeLists(), 'SUPPLIER', '2026-11-26', supplierMenu);
    expect(figures.map((f) => f.id)).toEqual([
      'drafts',
      'returned',
      'unsignedContracts',
      'expiringContracts',
    ]);
    expect(figures[0]).toEqual({
      id: 'drafts',
      count: 7,
      sums: [{ currency: 'USD', amount: '12.50' }],
      to: '/finance/finance-order?status=DRAFT',
    });
  });

  it('do not ask lists the menu lacks, and leave out a figure whose list fails', async () => {
    const lists = fakeLists(['contract.info']);
    const onlyOrders: Authority = { prefixes: ['/finance'], exact: [], excluded: [] };
    const figures = await homeFigures(lists, 'SUPPLIER', '2026-11-26', onlyOrders);
    expect(figures.map((f) => f.id)).toEqual(['drafts', 'returned']);
    expect(lists.asked.some((a) => a.startsWith('contract.info'))).toBe(false);

    const failing = await homeFigures(lists, 'SUPPLIER', '2026-11-26', supplierMenu);
    expect(failing.map((f) => f.id)).toEqual(['drafts', 'returned']);
  });
});
