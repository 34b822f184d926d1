import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import {
  recordDetail,
  recordFormConfig,
  recordSave,
} from '../../src/api/endpoints/pages/record-form';
import { call, newCommandId, signIn } from './helpers/api';

const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');

async function list(token: string, body: Record<string, unknown>) {
  if (!purchase) throw new Error('trading.purchase is not declared');
  const reply = await call(purchase.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 100, ...body },
  });
  return (reply.body.data as { total: number; list: Record<string, unknown>[] }).list;
}

const save = (token: string, body: Record<string, unknown>) =>
  call(recordSave, {
    token,
    commandId: newCommandId('po'),
    body: { pageId: 'trading.purchase', draft: false, ...body },
  });

const complete = (poNo: string) => ({
  poNo,
  buyerName: 'Sakura Devices K.K.',
  currency: 'USD',
  amount: '125000.5',
  issueDate: '2026-10-01',
  dueDate: '2026-12-30',
  remark: '',
});

describe('purchase-order forms (issue 5): configuration and the save command', () => {
  it('answers the field configuration per mode, locking all but due date and remark on update', async () => {
    const token = await signIn('supplier');
    const add = await call(recordFormConfig, {
      token,
      params: { pageId: 'trading.purchase' },
      query: { mode: 'add' },
    });
    const fields = (
      add.body.data as { children: { name: string; editable?: boolean }[] }[]
    ).flatMap((g) => g.children);
    expect(fields.map((f) => f.name)).toEqual([
      'poNo',
      'buyerName',
      'currency',
      'amount',
      'settlementCurrency',
      'fromRate',
      'toRate',
      'description',
      'quantity',
      'unitPrice',
      'issueDate',
      'dueDate',
      'remark',
    ]);
    const update = await call(recordFormConfig, {
      token,
      params: { pageId: 'trading.purchase' },
      query: { mode: 'update' },
    });
    const editable = (update.body.data as { children: { name: string; editable?: boolean }[] }[])
      .flatMap((g) => g.children)
      .filter((f) => f.editable !== false)
      .map((f) => f.name);
    expect(editable).toEqual(['dueDate', 'remark']);
    const director = await call(recordFormConfig, {
      token: await signIn('director'),
      params: { pageId: 'trading.purchase' },
      query: { mode: 'add' },
    });
    expect(director.body.code).toBe(403);
  });

  it('adds an open order, refuses a second one with the same PO number', async () => {
    const token = await signIn('supplier');
    const first = await save(token, { mode: 'add', values: complete('PO-FORM-001') });
    expect(first.body).toMatchObject({ code: 200, data: { status: 'OPEN' } });
    const [row] = await list(token, { poNo: 'PO-FORM-001' });
    expect(row).toMatchObject({
      amount: '125000.50',
      financedAmount: '0.00',
      status: 'OPEN',
      buyerName: 'Sakura Devices K.K.',
    });
    const again = await save(token, { mode: 'add', values: complete('PO-FORM-001') });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toContain('PO number');
  });

  it('checks the values with the form’s rules: required fields and the money format', async () => {
    const token = await signIn('supplier');
    const missing = await save(token, {
      mode: 'add',
      values: { ...complete('PO-FORM-002'), dueDate: '' },
    });
    expect(missing.body.code).toBe(400);
    expect(missing.body.message).toContain('Due date');
    const badMoney = await save(token, {
      mode: 'add',
      values: { ...complete('PO-FORM-002'), amount: '12.345' },
    });
    expect(badMoney.body.code).toBe(400);
    expect(await list(token, { poNo: 'PO-FORM-002' })).toHaveLength(0);
  });

  it('saves an incomplete draft, then refuses to submit it until it is complete', async () => {
    const token = await signIn('supplier');
    const draft = await save(token, {
      mode: 'add',
      draft: true,
      values: { poNo: 'PO-FORM-003', amount: '99' },
    });
    expect(draft.body).toMatchObject({ code: 200, data: { status: 'DRAFT' } });
    const id = (draft.body.data as { id: string }).id;
    const early = await save(token, { mode: 'draft', id, values: { poNo: 'PO-FORM-003' } });
    expect(early.body.code).toBe(400);
    const done = await save(token, { mode: 'draft', id, values: complete('PO-FORM-003') });
    expect(done.body).toMatchObject({ code: 200, data: { id, status: 'OPEN' } });
    const badDraft = await save(token, {
      mode: 'add',
      draft: true,
      values: { poNo: 'PO-FORM-004', amount: 'abc' },
    });
    expect(badDraft.body.code).toBe(400);
  });

  it('updates a financed order’s due date only, and refuses to edit it as an open one', async () => {
    const token = await signIn('supplier');
    const [financed] = await list(token, { status: 'FINANCED' });
    if (!financed) throw new Error('no financed order seeded');
    const id = String(financed.id);
    const edit = await save(token, { mode: 'edit', id, values: complete('PO-FORM-005') });
    expect(edit.body.code).toBe(400);
    const update = await save(token, {
      mode: 'update',
      id,
      values: { ...complete('PO-FORM-005'), dueDate: '2027-03-31', remark: 'Extended' },
    });
    expect(update.body).toMatchObject({ code: 200, data: { id, status: 'FINANCED' } });
    const [after] = await list(token, { id });
    expect(after).toMatchObject({
      poNo: financed.poNo,
      amount: financed.amount,
      dueDate: '2027-03-31',
      remark: 'Extended',
    });
  });
});

describe('invoice forms (issue 5)', () => {
  const invoice = declaredLists.find((l) => l.declaration.id === 'trading.invoice');
  const invoices = async (token: string, body: Record<string, unknown>) => {
    if (!invoice) throw new Error('trading.invoice is not declared');
    const reply = await call(invoice.endpoint, {
      token,
      body: { pageNum: 1, pageSize: 100, ...body },
    });
    return (reply.body.data as { list: Record<string, unknown>[] }).list;
  };
  const saveInvoice = (token: string, body: Record<string, unknown>) =>
    call(recordSave, {
      token,
      commandId: newCommandId('inv'),
      body: { pageId: 'trading.invoice', draft: false, ...body },
    });
  const values = (invoiceNo: string) => ({
    invoiceNo,
    poNo: '',
    buyerName: 'Lotus Home Furnishings',
    currency: 'JPY',
    invoiceAmount: '3200000',
    issueDate: '2026-11-01',
    dueDate: '2027-01-30',
    remark: '',
  });

  it('submits an invoice for the buyer’s confirmation, correctable until confirmed', async () => {
    const token = await signIn('supplier');
    const added = await saveInvoice(token, { mode: 'add', values: values('INV-FORM-1') });
    expect(added.body).toMatchObject({ code: 200, data: { status: 'SUBMITTED' } });
    const id = (added.body.data as { id: string }).id;
    const fixed = await saveInvoice(token, {
      mode: 'edit',
      id,
      values: { ...values('INV-FORM-1'), invoiceAmount: '3100000' },
    });
    expect(fixed.body.code).toBe(200);
    const [row] = await invoices(token, { id });
    expect(row).toMatchObject({
      invoiceAmount: '3100000.00',
      outstandingAmount: '3100000.00',
      status: 'SUBMITTED',
    });
  });

  it('refuses to change a confirmed invoice', async () => {
    const token = await signIn('supplier');
    const [confirmed] = await invoices(token, { status: 'CONFIRMED' });
    if (!confirmed) throw new Error('no confirmed invoice seeded');
    const reply = await saveInvoice(token, {
      mode: 'edit',
      id: String(confirmed.id),
      values: values('INV-FORM-2'),
    });
    expect(reply.body.code).toBe(400);
  });

  it('keeps the order lines in the order given, checking every cell with its rules', async () => {
    const token = await signIn('supplier');
    const lines = [
      { key: 'b', description: 'Cartons', quantity: '40', unitPrice: '12.5' },
      { key: 'a', description: 'Pallets', quantity: '3', unitPrice: '80', stray: 'dropped' },
    ];
    const bad = await save(token, {
      mode: 'add',
      values: {
        ...complete('PO-FORM-LINES'),
        lines: [lines[0], { key: 'c', description: 'Crates', quantity: '2.5', unitPrice: '1' }],
      },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('Order lines 2: Quantity');
    const saved = await save(token, {
      mode: 'add',
      // The lines add up to the order amount (40 × 12.5 + 3 × 80).
      values: { ...complete('PO-FORM-LINES'), amount: '740', lines },
    });
    expect(saved.body.code).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    const read = await call(recordDetail, { token, params: { pageId: 'trading.purchase', id } });
    const record = read.body.data as Record<string, unknown>;
    expect(record.lines).toEqual([
      { key: 'b', description: 'Cartons', quantity: '40', unitPrice: '12.5' },
      { key: 'a', description: 'Pallets', quantity: '3', unitPrice: '80' },
    ]);
    expect(record.poNo).toBe('PO-FORM-LINES');
    // Another company cannot read it; an unknown id reads as null.
    const other = await call(recordDetail, {
      token: await signIn('supplier-dbs'),
      params: { pageId: 'trading.purchase', id },
    });
    expect(other.body.data).toBeNull();
  });

  it('stores the exchange-rate pair: none without a settlement currency, 1 and 1 for the same', async () => {
    const token = await signIn('supplier');
    const cases = [
      { poNo: 'PO-FORM-RATE-1', extra: {}, rates: [null, null] },
      {
        poNo: 'PO-FORM-RATE-2',
        extra: { settlementCurrency: 'USD', fromRate: '7', toRate: '9' },
        rates: ['1', '1'],
      },
      {
        poNo: 'PO-FORM-RATE-3',
        extra: { settlementCurrency: 'CNY', fromRate: '1', toRate: '7.1234' },
        rates: ['1', '7.1234'],
      },
    ];
    for (const c of cases) {
      const saved = await save(token, { mode: 'add', values: { ...complete(c.poNo), ...c.extra } });
      const id = (saved.body.data as { id: string }).id;
      const read = await call(recordDetail, { token, params: { pageId: 'trading.purchase', id } });
      const record = read.body.data as Record<string, unknown>;
      expect([record.fromRate, record.toRate]).toEqual(c.rates);
    }
  });
});
