import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../server/ocr/extract-fields';

describe('invoice fields from recognised text', () => {
  it('reads an English commercial invoice', () => {
    const text = [
      'EVERGREEN COMPONENTS LTD.',
      'COMMERCIAL INVOICE',
      'Invoice No. INV-2026-0042',
      'Issue Date: 2026-03-15',
      'Due Date: 15/06/2026',
      'Bill To: Northwind Retail Group Pte. Ltd.',
      'Item            Qty     Unit price     Amount',
      'Connectors      1,000   10.00          10,000.00',
      'Cables          234     10.0285         2,345.67',
      'Total Amount: USD 12,345.67',
    ].join('\n');
    expect(extractFields('INVOICE', text)).toEqual({
      invoiceNo: 'INV-2026-0042',
      issueDate: '2026-03-15',
      dueDate: '2026-06-15',
      currency: 'USD',
      amount: '12345.67',
      buyerName: 'Northwind Retail Group Pte. Ltd.',
    });
  });

  it('reads a Chinese invoice with full-width colons and 年月日 dates', () => {
    const text = [
      '增值税专用发票',
      '发票号码：04400212',
      '开票日期：2026年3月5日',
      '购买方名称：北方零售集团有限公司',
      '币种：人民币',
      '价税合计（小写）￥1,280,000.50',
      '到期日：2026年06月30日',
    ].join('\n');
    expect(extractFields('INVOICE', text)).toEqual({
      invoiceNo: '04400212',
      issueDate: '2026-03-05',
      dueDate: '2026-06-30',
      currency: 'CNY',
      amount: '1280000.50',
      buyerName: '北方零售集团有限公司',
    });
  });

  it('takes values written on the line under their label, and month names', () => {
    const text = [
      'INVOICE',
      'Invoice Number',
      'SG/24-118',
      'Invoice Date           Payment Due',
      'Date: March 2, 2026',
      'Payment Due: 1st Jun 2026',
      'Billed To:',
      'Summit Trade Capital Limited',
      'Grand Total     SGD 98.765,40',
    ].join('\n');
    expect(extractFields('INVOICE', text)).toEqual({
      invoiceNo: 'SG/24-118',
      issueDate: '2026-03-02',
      dueDate: '2026-06-01',
      currency: 'SGD',
      amount: '98765.40',
      buyerName: 'Summit Trade Capital Limited',
    });
  });

  it('leaves null what the text does not say, and never invents a date', () => {
    const text = 'Invoice No: A1\nDue Date: 31/02/2026\nTotal 5,000\nRemarks: none';
    expect(extractFields('INVOICE', text)).toEqual({
      invoiceNo: 'A1',
      issueDate: null,
      dueDate: null,
      currency: null,
      amount: '5000',
      buyerName: null,
    });
    expect(extractFields('INVOICE', '')).toEqual({
      invoiceNo: null,
      issueDate: null,
      dueDate: null,
      currency: null,
      amount: null,
      buyerName: null,
    });
  });

  it('reads day-first dates when both readings exist, month-first when only that one does', () => {
    expect(extractFields('INVOICE', 'Issue Date: 01/02/2026').issueDate).toBe('2026-02-01');
    expect(extractFields('INVOICE', 'Issue Date: 02/13/2026').issueDate).toBe('2026-02-13');
    expect(extractFields('INVOICE', 'Issue Date: 15-Jun-26').issueDate).toBe('2026-06-15');
    expect(extractFields('INVOICE', 'Issue Date: 2026.07.04').issueDate).toBe('2026-07-04');
  });

  it('keeps a JPY amount without decimals and names the currency by its symbol or code', () => {
    expect(extractFields('INVOICE', 'Total Amount: JPY 3,450,000')).toMatchObject({
      currency: 'JPY',
      amount: '3450000',
    });
    expect(extractFields('INVOICE', 'Amount Due: €1.234.567,89')).toMatchObject({
      currency: 'EUR',
      amount: '1234567.89',
    });
  });
});

describe('purchase order fields from recognised text', () => {
  it('reads the order number under the PO schema', () => {
    const text = [
      'PURCHASE ORDER',
      'P.O. No.: PO-C002-7781',
      'Order Date: 10 Jan 2026',
      'Delivery / Due Date: 2026-04-30',
      'Buyer: Northwind Retail Group Pte. Ltd.',
      'Order Total: HKD 45,000.00',
    ].join('\n');
    expect(extractFields('PO', text)).toEqual({
      poNo: 'PO-C002-7781',
      issueDate: '2026-01-10',
      dueDate: '2026-04-30',
      currency: 'HKD',
      amount: '45000.00',
      buyerName: 'Northwind Retail Group Pte. Ltd.',
    });
  });
});
