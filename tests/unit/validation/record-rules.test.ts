import { describe, expect, it } from 'vitest';
import { amountProblems, minorUnits } from '../../../src/shared/validation/rules/record/amounts';
import { businessToday } from '../../../src/shared/validation/rules/record/business-today';
import { dateProblems } from '../../../src/shared/validation/rules/record/dates';
import { isMarkupOnly } from '../../../src/shared/validation/rules/record/markup';
import {
  RECORD_RULE_KEYS as K,
  type RecordCheckContext,
} from '../../../src/shared/validation/rules/record/record-problem';
import {
  billedOrderNumbers,
  findBuyer,
  invoiceProblems,
  linesTotalProblems,
  purchaseOrderProblems,
} from '../../../src/shared/validation/rules/record/trading-rules';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';

const add: RecordCheckContext = { mode: 'add', draft: false, today: '2026-06-15' };
const keysOf = (problems: { field: string; key: string }[]) =>
  problems.map((p) => `${p.field} ${p.key}`);

const order = {
  poNo: 'PO-1',
  buyerName: 'Sakura Devices K.K.',
  currency: 'USD',
  amount: '740',
  issueDate: '2026-06-01',
  dueDate: '2026-09-01',
  remark: 'Spring goods',
  lines: [
    { key: 'a', description: 'Cartons', quantity: '40', unitPrice: '12.5' },
    { key: 'b', description: 'Pallets', quantity: '3', unitPrice: '80' },
  ],
};

describe('record rules shared by the form and the server (issue 17)', () => {
  it('accepts a sound purchase order', () => {
    expect(purchaseOrderProblems(order, add)).toEqual([]);
  });

  it('wants the issue date on or before the due date, on the due date field', () => {
    expect(dateProblems({ issueDate: '2026-09-02', dueDate: '2026-09-01' }, add)).toEqual([
      { field: 'dueDate', key: K.dateOrder, params: { issueDate: '2026-09-02' } },
    ]);
    expect(dateProblems({ issueDate: '2026-09-01', dueDate: '2026-09-01' }, add)).toEqual([]);
  });

  it('refuses a past due date only when creating', () => {
    const past = { issueDate: '2026-01-01', dueDate: '2026-06-14' };
    expect(keysOf(dateProblems(past, add))).toEqual([`dueDate ${K.duePast}`]);
    expect(dateProblems(past, { ...add, mode: 'draft' })).toHaveLength(1);
    expect(dateProblems(past, { ...add, mode: 'edit' })).toEqual([]);
    expect(dateProblems({ dueDate: '2026-06-15' }, add)).toEqual([]);
  });

  it('takes today in +8: 20:00 UTC is already the next day', () => {
    expect(businessToday(new Date('2026-06-14T20:00:00Z'))).toBe('2026-06-15');
    expect(businessToday(new Date('2026-06-14T15:59:00Z'))).toBe('2026-06-14');
    expect(businessToday(new Date('2026-06-14T20:00:00Z'), 0)).toBe('2026-06-14');
  });

  it('wants amounts above 0 and within the currency’s decimals', () => {
    expect(keysOf(amountProblems('amount', '0.00', 'USD'))).toEqual([`amount ${K.amountPositive}`]);
    expect(amountProblems('amount', '10.5', 'JPY')).toEqual([
      { field: 'amount', key: K.amountPrecision, params: { currency: 'JPY', decimals: 0 } },
    ]);
    expect(amountProblems('amount', '10.00', 'JPY')).toEqual([]);
    expect(amountProblems('amount', '10.50', 'USD')).toEqual([]);
    // Not a plain decimal: the format rule's to report.
    expect(amountProblems('amount', 'abc', 'USD')).toEqual([]);
  });

  it('adds order lines exactly, in cents', () => {
    expect(minorUnits('0.1')).toBe(10n);
    expect(linesTotalProblems(order)).toEqual([]);
    expect(linesTotalProblems({ ...order, amount: '740.01' })).toEqual([
      { field: 'amount', key: K.linesTotal, params: { total: '740.00' } },
    ]);
    // A float sum of 3 × 0.1 is 0.30000000000000004; in cents it is 30.
    const tenths = [{ quantity: '3', unitPrice: '0.1' }];
    expect(linesTotalProblems({ amount: '0.3', lines: tenths })).toEqual([]);
    // No lines, or a line the cell rules still have to judge: nothing to add up.
    expect(linesTotalProblems({ amount: '5', lines: [] })).toEqual([]);
    expect(
      linesTotalProblems({ amount: '5', lines: [{ quantity: '2.5', unitPrice: '2' }] }),
    ).toEqual([]);
  });

  it('knows markup-only text from text with markup', () => {
    for (const text of [
      '<b></b>',
      '<script>alert(1)</script>',
      '<p>&nbsp;</p>',
      '<br/>',
      '<style>p{}</style><i> </i>',
    ]) {
      expect(isMarkupOnly(text), text).toBe(true);
    }
    for (const text of ['<b>urgent</b>', 'a < b', '1 <2', 'plain', '']) {
      expect(isMarkupOnly(text), text).toBe(false);
    }
    expect(keysOf(purchaseOrderProblems({ ...order, remark: '<b></b>' }, add))).toEqual([
      `remark ${K.markupOnly}`,
    ]);
    const cell = {
      ...order,
      lines: [{ ...order.lines[0], description: '<i></i>' }],
      amount: '500',
    };
    expect(keysOf(purchaseOrderProblems(cell, add))).toEqual([
      `lines.0.description ${K.markupOnly}`,
    ]);
  });

  it('wants a draft to have a number or a buyer', () => {
    const draft = { ...add, draft: true };
    expect(keysOf(purchaseOrderProblems({ amount: '5' }, draft))).toEqual([
      `poNo ${K.draftIdentity}`,
    ]);
    expect(purchaseOrderProblems({ buyerName: 'Sakura Devices K.K.' }, draft)).toEqual([]);
    expect(keysOf(invoiceProblems({ remark: 'x' }, draft))).toEqual([
      `invoiceNo ${K.draftIdentity}`,
    ]);
  });

  it('checks an invoice against the purchase orders it bills', () => {
    const inv = {
      invoiceNo: 'INV-1',
      poNo: 'PO-1, PO-2',
      buyerName: 'sakura devices k.k.',
      currency: 'USD',
      invoiceAmount: '100',
      issueDate: '2026-06-01',
      dueDate: '2026-07-01',
    };
    expect(billedOrderNumbers(inv)).toEqual(['PO-1', 'PO-2']);
    const orders = [
      { poNo: 'PO-1', currency: 'USD', buyerName: 'Sakura Devices K.K.' },
      { poNo: 'PO-2', currency: 'EUR', buyerName: 'Andes Copper S.A.' },
    ];
    expect(invoiceProblems(inv, add, orders)).toEqual([
      { field: 'currency', key: K.orderCurrency, params: { poNo: 'PO-2', currency: 'EUR' } },
      {
        field: 'buyerName',
        key: K.orderBuyer,
        params: { poNo: 'PO-2', buyer: 'Andes Copper S.A.' },
      },
    ]);
    expect(keysOf(invoiceProblems(inv, add, orders.slice(0, 1)))).toEqual([
      `poNo ${K.unknownOrder}`,
    ]);
    // Without the orders (the form before it has looked them up) only the record's own rules run.
    expect(invoiceProblems(inv, add)).toEqual([]);
  });

  it('finds a buyer by code or either name, ignoring case', () => {
    const buyers = [{ code: 'CP004', name: 'Sakura Devices K.K.', nameEn: 'Sakura Devices K.K.' }];
    expect(findBuyer('CP004', buyers)?.code).toBe('CP004');
    expect(findBuyer(' SAKURA devices k.k. ', buyers)?.code).toBe('CP004');
    expect(findBuyer('Sakura', buyers)).toBeUndefined();
  });

  it('has every rule text in both languages', () => {
    const lookup = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], tree);
    for (const key of Object.values(K)) {
      expect(typeof lookup(enUS, key), key).toBe('string');
      expect(typeof lookup(zhCN, key), key).toBe('string');
    }
  });
});
