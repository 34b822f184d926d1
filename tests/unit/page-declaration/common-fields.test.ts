import { describe, expect, it } from 'vitest';
import {
  currencyColumn,
  deleteAction,
  enumColumn,
  exportAction,
  moneyColumn,
  openRowAction,
  statusColumn,
  textColumn,
} from '../../../src/shared/page-declaration/common-fields';

describe('common column builders', () => {
  it('give each kind its usual flags', () => {
    expect(textColumn('poNo', 'pages.col.po_no', 180)).toEqual({
      key: 'poNo',
      titleKey: 'pages.col.po_no',
      type: { kind: 'text' },
      width: 180,
      sortable: true,
      filterable: true,
    });
    expect(moneyColumn('amount', 'pages.col.amount', 170)).toEqual({
      key: 'amount',
      titleKey: 'pages.col.amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    });
    expect(statusColumn('PAYMENT_STATUS', 130)).toEqual(
      // Status stays in view on the right however far the table scrolls.
      { ...enumColumn('status', 'pages.col.status', 'PAYMENT_STATUS', 130), frozen: 'right' },
    );
  });

  it('let given flags replace the defaults rather than add to them', () => {
    expect(moneyColumn('basisAmount', 't', 180, { sortable: true })).not.toHaveProperty('summable');
    expect(textColumn('remark', 't', 260, {})).toEqual({
      key: 'remark',
      titleKey: 't',
      type: { kind: 'text' },
      width: 260,
    });
  });

  it('keep only true flags, in one order whatever the caller wrote', () => {
    const column = enumColumn('payer', 't', 'COMPANY_ROLE', 120, {
      hiddenByDefault: true,
      filterable: true,
      sortable: false,
    });
    expect(Object.keys(column)).toEqual([
      'key',
      'titleKey',
      'type',
      'width',
      'filterable',
      'hiddenByDefault',
    ]);
    expect(Object.keys(moneyColumn('a', 't', 1, { summable: true, sortable: true }))).toEqual([
      'key',
      'titleKey',
      'type',
      'width',
      'sortable',
      'summable',
    ]);
  });

  it('leave the currency column unsortable', () => {
    expect(currencyColumn.sortable).toBeUndefined();
    expect(currencyColumn.filterable).toBe(true);
  });
});

describe('common action builders', () => {
  it("gate each action by the menu node's authority of the same name", () => {
    expect(exportAction('finance.costs')).toEqual({
      id: 'export',
      labelKey: 'action.export',
      authorities: ['finance.costs.export'],
    });
    expect(openRowAction('edit', 'trading.invoice', 'tradingInvoiceEdit')).toEqual({
      id: 'edit',
      labelKey: 'action.edit',
      authorities: ['trading.invoice.edit'],
      needsSelection: true,
      opensRoute: 'tradingInvoiceEdit',
    });
    expect(deleteAction('trading.purchase')).toMatchObject({
      authorities: ['trading.purchase.delete'],
      confirm: true,
      record: { delete: true },
    });
  });
});
