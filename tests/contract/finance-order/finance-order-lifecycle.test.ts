import { beforeAll, describe, expect, it } from 'vitest';
import { disburse } from '../../../src/api/endpoints/finance-order/disburse';
import { editOrder } from '../../../src/api/endpoints/finance-order/edit-order';
import { fundingInfo } from '../../../src/api/endpoints/finance-order/funding-info';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import { repay } from '../../../src/api/endpoints/finance-order/repay';
import { repaymentInfo } from '../../../src/api/endpoints/finance-order/repayment-info';
import { revocation } from '../../../src/api/endpoints/finance-order/revocation';
import { rightConfirmation } from '../../../src/api/endpoints/finance-order/right-confirmation';
import { call, newCommandId } from '../helpers/api';
import {
  BUYER_NAME,
  businessDayAfter,
  create,
  dataOf,
  detail,
  FUNDER_ID,
  restDayAfter,
  verdict,
  signInParties,
} from './order-support';

/** Receivables of the finance story seed (docs/finance-order-pickers.md#demo-receivables). */
const EUR = { product: 'P003', account: 'BA-C001-EUR', po: 'PO-C001-F03' } as const;
const EUR_INVOICES = ['INV-C001-F05', 'INV-C001-F06'] as const;
const CNY = { product: 'P002', account: 'BA-C001-1', invoice: 'INV-C001-F03' } as const;

let supplier: string;
let funder: string;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  ({ supplier, funder, buyer, stranger } = await signInParties());
});

const step = (endpoint: Parameters<typeof call>[0], token: string, id: string, inQuery = false) =>
  call(endpoint, {
    token,
    commandId: newCommandId('fo-step'),
    ...(inQuery ? { query: { id } } : { params: { id } }),
    body: {},
  });

describe('a finance order from application to repayment (docs/finance-orders.md)', () => {
  it('takes every step across supplier, funder and buyer, with the server’s own figures', async () => {
    const dueDate = await businessDayAfter(supplier, 'EUR', 75);
    const created = await create(supplier, {
      financingProductId: EUR.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: EUR_INVOICES.map((id) => ({ kind: 'INVOICE' as const, id })),
      dueDate,
      fundingAccountId: EUR.account,
      remark: 'story order',
      submit: true,
      // Figures a client might try to set: the schema drops them, the server computes its own.
      trial: { netAmount: '99999999.00' },
      applyAmount: '1.00',
      status: 'REPAID',
    });
    expect(created.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
    const { id, trial } = dataOf<{ id: string; trial: { netAmount: string } }>(created);
    expect(trial.netAmount).not.toBe('99999999.00');

    // Each party sees the order; another company is told it does not exist.
    const seen = dataOf<FinanceOrder>(await detail(funder, id));
    expect(seen).toMatchObject({
      status: 'PENDING_APPROVAL',
      funderCompanyId: FUNDER_ID,
      buyer: { buyerName: BUYER_NAME, buyerCompanyId: 'C002' },
      dueDate,
      allowedActions: ['pass', 'deny', 'refuse'],
    });
    expect(seen.trial?.netAmount).toBe(trial.netAmount);
    expect(seen.applyDate).not.toBe('1.00');
    expect(seen.receivables.map((r) => r.id)).toEqual([...EUR_INVOICES]);
    const foreign = await detail(stranger, id);
    expect(foreign.body).toMatchObject({ code: 400 });
    expect(foreign.body.message).toContain(id);
    expect(foreign.body.message).toContain('no record');

    // The buyer cannot confirm before the funder passes (wrong status); the supplier never can.
    const early = await step(rightConfirmation, buyer, id, true);
    expect(early.body).toMatchObject({ code: 409, messageKey: 'finance_order.error.wrong_status' });
    expect(early.body.message).toContain('Pending approval');
    const bySupplier = await step(rightConfirmation, supplier, id, true);
    expect(bySupplier.body).toMatchObject({
      code: 403,
      messageKey: 'finance_order.error.wrong_party',
    });

    expect((await verdict(funder, id, 'passed')).body.code).toBe(200);
    expect(dataOf<FinanceOrder>(await detail(buyer, id)).status).toBe(
      'PENDING_RIGHTS_CONFIRMATION',
    );
    // The funder cannot pay out before the buyer confirms.
    const tooSoon = await step(disburse, funder, id);
    expect(tooSoon.body).toMatchObject({ code: 409 });
    const zh = await call(disburse, {
      token: funder,
      language: 'zh-CN',
      commandId: newCommandId('fo-step'),
      params: { id },
      body: {},
    });
    expect(zh.body.message).toContain('待确权');

    expect((await step(rightConfirmation, buyer, id, true)).body).toMatchObject({
      code: 200,
      data: { status: 'APPROVED' },
    });
    expect((await step(disburse, funder, id)).body).toMatchObject({
      code: 200,
      data: { status: 'DISBURSED' },
    });
    const payout = dataOf<{ financedAmount: string; paidAmount: string; maturityDate: string }>(
      await call(fundingInfo, { token: supplier, params: { id } }),
    );
    expect(payout).toMatchObject({ paidAmount: trial.netAmount, maturityDate: dueDate });

    expect((await step(repay, funder, id)).body).toMatchObject({
      code: 200,
      data: { status: 'REPAID' },
    });
    const repaid = dataOf<{ repaidAmount: string; overdue: boolean }>(
      await call(repaymentInfo, { token: buyer, query: { id } }),
    );
    expect(repaid).toMatchObject({ repaidAmount: payout.financedAmount, overdue: false });

    const final = dataOf<FinanceOrder>(await detail(supplier, id));
    expect(final.timeline.map((e) => [e.action, e.toStatus])).toEqual([
      ['submit', 'PENDING_APPROVAL'],
      ['pass', 'PENDING_RIGHTS_CONFIRMATION'],
      ['confirmRights', 'APPROVED'],
      ['disburse', 'DISBURSED'],
      ['repay', 'REPAID'],
    ]);
    // A revocation after the payout is refused.
    expect((await step(revocation, supplier, id, true)).body.code).toBe(409);
  });

  it('never finances a receivable twice, and a revocation releases it', async () => {
    const dueDate = await businessDayAfter(supplier, 'EUR', 60);
    const application = {
      financingProductId: EUR.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'PO' as const, id: EUR.po }],
      dueDate,
      submit: false,
    };
    const first = await create(supplier, application);
    expect(first.body).toMatchObject({ code: 200, data: { status: 'DRAFT' } });
    const second = await create(supplier, application);
    expect(second.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'receivables' }] },
    });
    expect(second.body.message).toMatch(/PO\w+F26003 cannot be financed/);

    const { id } = dataOf<{ id: string }>(first);
    expect((await step(revocation, supplier, id, true)).body).toMatchObject({
      code: 200,
      data: { status: 'REVOKED' },
    });
    const again = await create(supplier, application);
    expect(again.body).toMatchObject({ code: 200, data: { status: 'DRAFT' } });
  });

  it('lets only one of two concurrent orders take the same invoice', async () => {
    const dueDate = await businessDayAfter(supplier, 'CNY', 60);
    const application = {
      financingProductId: CNY.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'INVOICE' as const, id: CNY.invoice }],
      dueDate,
      submit: false,
    };
    const replies = await Promise.all([
      create(supplier, application),
      create(supplier, application),
    ]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('refuses a due date that is no business day of the currency, naming the field', async () => {
    const dueDate = await restDayAfter(supplier, 'CNY', 60);
    const reply = await create(supplier, {
      financingProductId: CNY.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [],
      dueDate,
      submit: false,
    });
    expect(reply.body).toMatchObject({ code: 400, data: { fields: [{ field: 'dueDate' }] } });
    expect(reply.body.message).toContain(dueDate);
  });

  it('returns a denied order to the supplier, who resubmits it for a new round', async () => {
    const dueDate = await businessDayAfter(supplier, 'CNY', 90);
    const application = {
      financingProductId: CNY.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'PO' as const, id: 'PO-C001-F02' }],
      dueDate,
      fundingAccountId: CNY.account,
      submit: true,
    };
    const created = await create(supplier, application);
    expect(created.body.code).toBe(200);
    const { id } = dataOf<{ id: string }>(created);
    expect((await verdict(funder, id, 'rejected', 'add the delivery note')).body.code).toBe(200);
    expect(dataOf<FinanceOrder>(await detail(supplier, id))).toMatchObject({
      status: 'RETURNED',
      allowedActions: ['submit', 'revoke'],
    });
    const resubmitted = await call(editOrder, {
      token: supplier,
      commandId: newCommandId('fo-edit'),
      body: { ...application, id, remark: 'delivery note attached' },
    });
    expect(resubmitted.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
    // Refusing ends the order and frees the purchase order for another one.
    expect((await verdict(funder, id, 'refused', 'not eligible')).body.code).toBe(200);
    expect(dataOf<FinanceOrder>(await detail(supplier, id)).status).toBe('REJECTED');
    const reuse = await create(supplier, { ...application, submit: false });
    expect(reuse.body.code).toBe(200);
  });
});
