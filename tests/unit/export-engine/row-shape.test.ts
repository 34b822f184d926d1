import { describe, expect, it } from 'vitest';
import { exportColumnRequests } from '../../../src/shared/page-declaration/export-columns';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { tableColumns } from '../../../src/shared/page-declaration/table-columns';
import { recordToRow, rowShape } from '../../../src/worker/export/row-shape';

describe('the export row shape', () => {
  it('keeps the visible columns in their order and appends each money column’s currency once', () => {
    const shape = rowShape([
      { key: 'poNo', title: 'PO No.', type: 'text' },
      { key: 'amount', title: 'Amount', type: 'money', currencyField: 'currency' },
      { key: 'financed', title: 'Financed', type: 'money', currencyField: 'currency' },
    ]);
    expect(shape.fields).toEqual(['poNo', 'amount', 'financed', 'currency']);
    expect(shape.columns.map((c) => c.currencyIndex)).toEqual([undefined, 3, 3]);
    expect(
      recordToRow(shape, { poNo: 'PO-1', amount: '10.00', financed: null, currency: 'JPY' }),
    ).toEqual(['PO-1', '10.00', null, 'JPY']);
  });

  it('reads the currency from a visible currency column when there is one', () => {
    const shape = rowShape([
      { key: 'currency', title: 'Currency', type: 'text' },
      { key: 'amount', title: 'Amount', type: 'money', currencyField: 'currency' },
    ]);
    expect(shape.fields).toEqual(['currency', 'amount', 'currency']);
    expect(shape.columns[1]?.currencyIndex).toBe(2);
  });

  it('writes codes as the labels the table shows, and unknown codes as sent', () => {
    const shape = rowShape([
      { key: 'status', title: 'Status', type: 'text', labels: { OPEN: 'Open', PAID: '已付' } },
    ]);
    expect(recordToRow(shape, { status: 'PAID' })).toEqual(['已付']);
    expect(recordToRow(shape, { status: 'NEW' })).toEqual(['NEW']);
    expect(recordToRow(shape, { status: null })).toEqual([null]);
  });

  it('sums in the file what the page’s table sums: amounts, not rates or tenors', () => {
    const requests = exportColumnRequests(tableColumns(financeOrderPage), (key) => key);
    const summed = rowShape(requests).columns.map((c) => [c.key, c.summed]);
    expect(summed).toContainEqual(['applyAmount', true]);
    expect(summed).toContainEqual(['rate', false]);
    expect(summed).toContainEqual(['tenorDays', false]);
    // A request that says nothing leaves the writers' default (every numeric column summed).
    expect(rowShape([{ key: 'n', title: 'N', type: 'number' }]).columns[0]?.summed).toBeUndefined();
  });
});
