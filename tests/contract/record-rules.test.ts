import { describe, expect, it } from 'vitest';
import { recordSave } from '../../src/api/endpoints/pages/record-form';
import { businessToday } from '../../src/shared/validation/rules/record/business-today';
import { RECORD_RULE_KEYS } from '../../src/shared/validation/rules/record/record-problem';
import { call, newCommandId, signIn } from './helpers/api';

// supplier-pool: these saves must not change the supplier's counts other tests rely on.
const USER = 'supplier-pool';

interface FieldProblem {
  field: string;
  message: string;
  key: string;
  params: Record<string, unknown>;
}

async function save(
  pageId: 'trading.purchase' | 'trading.invoice',
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  language = 'en-US',
) {
  const reply = await call(recordSave, {
    token: await signIn(USER),
    commandId: newCommandId('rule'),
    language,
    body: { pageId, mode: 'add', draft: false, values, ...extra },
  });
  const data = reply.body.data as { fields?: FieldProblem[] } | null;
  return { code: reply.body.code, message: reply.body.message, fields: data?.fields ?? [] };
}

const order = (poNo: string, more: Record<string, unknown> = {}) => ({
  poNo,
  buyerName: 'Sakura Devices K.K.',
  currency: 'USD',
  amount: '1000',
  issueDate: '2026-01-05',
  dueDate: '2099-12-31',
  remark: '',
  ...more,
});

const invoice = (invoiceNo: string, more: Record<string, unknown> = {}) => ({
  invoiceNo,
  poNo: '',
  buyerName: 'Sakura Devices K.K.',
  currency: 'USD',
  invoiceAmount: '500',
  issueDate: '2026-01-05',
  dueDate: '2099-12-31',
  remark: '',
  ...more,
});

/** The one problem a refused save reports on `field`. */
function problemOn(reply: Awaited<ReturnType<typeof save>>, field: string) {
  expect(reply.code).toBe(400);
  const found = reply.fields.find((f) => f.field === field);
  expect(found, JSON.stringify(reply.fields)).toBeDefined();
  return found as FieldProblem;
}

describe('record saves refuse nonsense, naming the field (issue 17)', () => {
  it('the issue date is on or before the due date, in en-US and zh-CN', async () => {
    const values = order('PO-RULE-DATES', { issueDate: '2099-12-31', dueDate: '2099-01-01' });
    const en = await save('trading.purchase', values);
    expect(problemOn(en, 'dueDate')).toMatchObject({
      key: RECORD_RULE_KEYS.dateOrder,
      message: 'The due date cannot be before the issue date (2099-12-31)',
    });
    expect(en.message).toContain('Due date: The due date cannot be before the issue date');
    const zh = await save('trading.purchase', values, {}, 'zh-CN');
    expect(problemOn(zh, 'dueDate').message).toBe('到期日不能早于开立日期（2099-12-31）');
    expect(zh.message).toContain('到期日：');
  });

  it('a new record’s due date is not in the past (business time zone +8)', async () => {
    const reply = await save(
      'trading.purchase',
      order('PO-RULE-PAST', { issueDate: '2019-12-01', dueDate: '2020-01-01' }),
    );
    expect(problemOn(reply, 'dueDate')).toMatchObject({
      key: RECORD_RULE_KEYS.duePast,
      params: { today: businessToday() },
    });
  });

  it('amounts are above 0 and within the currency’s precision (JPY whole)', async () => {
    const zero = await save('trading.purchase', order('PO-RULE-ZERO', { amount: '0' }));
    expect(problemOn(zero, 'amount').key).toBe(RECORD_RULE_KEYS.amountPositive);
    // JPY has no minor units: the currency's money rule refuses a fraction on the amount and on
    // a line's price alike (the record rule amountProblems is the same check for other callers).
    const yen = await save(
      'trading.invoice',
      invoice('INV-RULE-JPY', { currency: 'JPY', invoiceAmount: '10.5' }),
    );
    expect(problemOn(yen, 'invoiceAmount').key).toBe('common.validation.integer');
    const lines = [{ key: 'a', description: 'Bolts', quantity: '2', unitPrice: '10.5' }];
    const yenLine = await save(
      'trading.purchase',
      order('PO-RULE-JPY', { currency: 'JPY', amount: '21', lines }),
    );
    expect(problemOn(yenLine, 'lines.0.unitPrice').key).toBe('common.validation.integer');
  });

  it('order lines add up to the order amount', async () => {
    const lines = [{ key: 'a', description: 'Crates', quantity: '3', unitPrice: '100' }];
    const reply = await save('trading.purchase', order('PO-RULE-LINES', { amount: '1000', lines }));
    expect(problemOn(reply, 'amount')).toMatchObject({
      key: RECORD_RULE_KEYS.linesTotal,
      params: { total: '300.00' },
    });
    const fine = await save('trading.purchase', order('PO-RULE-LINES', { amount: '300', lines }));
    expect(fine.code).toBe(200);
  });

  it('the buyer is one of the company search’s buyers, not free text', async () => {
    const reply = await save(
      'trading.purchase',
      order('PO-RULE-BUYER', { buyerName: 'Nobody Ltd.' }),
    );
    expect(problemOn(reply, 'buyerName').key).toBe(RECORD_RULE_KEYS.unknownBuyer);
  });

  it('an invoice’s currency and buyer agree with the purchase order it bills', async () => {
    expect((await save('trading.purchase', order('PO-RULE-BILLED'))).code).toBe(200);
    const reply = await save(
      'trading.invoice',
      invoice('INV-RULE-BILL', {
        poNo: 'PO-RULE-BILLED',
        currency: 'EUR',
        buyerName: 'Andes Copper S.A.',
      }),
    );
    expect(problemOn(reply, 'currency')).toMatchObject({
      key: RECORD_RULE_KEYS.orderCurrency,
      params: { poNo: 'PO-RULE-BILLED', currency: 'USD' },
    });
    expect(problemOn(reply, 'buyerName').key).toBe(RECORD_RULE_KEYS.orderBuyer);
    const unknown = await save(
      'trading.invoice',
      invoice('INV-RULE-BILL', { poNo: 'PO-NOT-THERE' }),
    );
    expect(problemOn(unknown, 'poNo').key).toBe(RECORD_RULE_KEYS.unknownOrder);
    const agreeing = await save(
      'trading.invoice',
      invoice('INV-RULE-BILL', { poNo: 'PO-RULE-BILLED' }),
    );
    expect(agreeing.code).toBe(200);
  });

  it('a draft needs at least a number or a buyer', async () => {
    const reply = await save(
      'trading.purchase',
      { amount: '5', remark: 'just a note' },
      { draft: true },
    );
    expect(problemOn(reply, 'poNo').key).toBe(RECORD_RULE_KEYS.draftIdentity);
    const named = await save(
      'trading.purchase',
      { buyerName: 'Sakura Devices K.K.' },
      { draft: true },
    );
    expect(named.code).toBe(200);
  });

  it('text fields refuse markup-only content', async () => {
    const reply = await save(
      'trading.purchase',
      order('PO-RULE-MARKUP', { remark: '<script>alert(1)</script><b></b>' }),
    );
    expect(problemOn(reply, 'remark').key).toBe(RECORD_RULE_KEYS.markupOnly);
  });

  it('a business number is unique in the company', async () => {
    expect((await save('trading.invoice', invoice('INV-RULE-ONCE'))).code).toBe(200);
    const again = await save('trading.invoice', invoice('INV-RULE-ONCE'));
    expect(problemOn(again, 'invoiceNo').key).toBe(RECORD_RULE_KEYS.numberTaken);
  });
});
