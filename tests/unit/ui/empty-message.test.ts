import { describe, expect, it } from 'vitest';
import { emptyListState } from '../../../src/shared/page-declaration/list-state';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { tradingPurchasePage } from '../../../src/shared/page-declaration/pages/trading/purchase';
import { emptyMessageKey } from '../../../src/ui/components/search-list/empty-message';

describe('why an empty list is empty', () => {
  it("gives the page's own reason when nothing filters the list", () => {
    expect(emptyMessageKey(financeOrderPage, emptyListState())).toBe(
      'pages_finance.empty.finance_order',
    );
    expect(emptyMessageKey(tradingPurchasePage, emptyListState())).toBe('common.empty_data');
  });

  it('blames the filters when a search or column filter is set, not when it is empty or ALL', () => {
    const searched = { ...emptyListState(), params: { financeNo: 'FN-none' } };
    expect(emptyMessageKey(financeOrderPage, searched)).toBe('search_list.empty_filtered');
    const filtered = { ...emptyListState(), filters: { funderName: 'Nobody' } };
    expect(emptyMessageKey(financeOrderPage, filtered)).toBe('search_list.empty_filtered');
    const all = { ...emptyListState(), params: { status: 'ALL', financeNo: ' ' } };
    expect(emptyMessageKey(financeOrderPage, all)).toBe('pages_finance.empty.finance_order');
  });
});
