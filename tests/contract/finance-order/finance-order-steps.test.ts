import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePath } from '../../../src/api/contract/endpoint';
import { requestArp } from '../../../src/api/endpoints/finance-order/arp';
import { contractPreview } from '../../../src/api/endpoints/finance-order/contract-preview';
import { financeOrderDetailForEdit } from '../../../src/api/endpoints/finance-order/detail-for-edit';
import { disburse } from '../../../src/api/endpoints/finance-order/disburse';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import {
  rightConfirmation,
  rightConfirmationBatch,
} from '../../../src/api/endpoints/finance-order/right-confirmation';
import { updateOrder } from '../../../src/api/endpoints/finance-order/update-order';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { recordAction } from '../../../src/api/endpoints/pages/record-action';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { paymentFinancingPage } from '../../../src/shared/page-declaration/pages/payment/financing';
import { APP_ID, call, newCommandId, PRODUCT, serverUrl } from '../helpers/api';
import {
  BUYER_NAME,
  businessDayAfter,
  create,
  dataOf,
  detail,
  FUNDER_ID,
  verdict,
  signInParties,
} from './order-support';

/**
 * The steps the story test does not take (docs/finance-orders.md#the-lifecycle-server): Withdraw
 * from the list, the payment list, update/{id}, detailForEdit, the contract preview, Convert to
 * ARP and the all-or-nothing batch confirmation. Receivables of the finance story seed no other
 * contract test uses: C001's CNY INV-F04, HKD INV-F07 and SGD INV-F11/F12.
 */
const HKD = { product: 'P006', account: 'BA-C001-HKD', invoice: 'INV-C001-F07' } as const;
const CNY = { product: 'P002', account: 'BA-C001-1', other: 'BA-C001-2', invoice: 'INV-C001-F04' };
const SGD = { product: 'P008', account: 'BA-C001-SGD', invoices: ['INV-C001-F11', 'INV-C001-F12'] };

let supplier: string;
let funder: string;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  ({ supplier, funder, buyer, stranger } = await signInParties());
});

type Row = Record<string, unknown>;

function listOf(pageId: string) {
  const listed = declaredLists.find((l) => l.declaration.id === pageId);
  if (!listed) throw new Error(`${pageId} is not declared`);
  return async (token: string, body: Row = {}) => {
    const reply = await call(listed.endpoint, {
      token,
      body: { pageNum: 1, pageSize: 100, isOperation: true, ...body },
    });
    return (reply.body as { data: { total: number; list: Row[] } | null }).data;
  };
}
const payments = listOf(paymentFinancingPage.id);
const orders = listOf(financeOrderPage.id);

async function apply(
  currency: string,
  product: string,
  account: string,
  invoice: string,
): Promise<string> {
  const created = await create(supplier, {
    financingProductId: product,
    funderCompanyId: FUNDER_ID,
    buyerName: BUYER_NAME,
    receivables: [{ kind: 'INVOICE', id: invoice }],
    dueDate: await businessDayAfter(supplier, currency, 75),
    fundingAccountId: account,
    submit: true,
  });
  expect(created.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
  return dataOf<{ id: string }>(created).id;
}

const onPath = (token: string, endpoint: Parameters<typeof call>[0], id: string, body = {}) =>
  call(endpoint, { token, commandId: newCommandId('fo-steps'), params: { id }, body });
const onQuery = (token: string, endpoint: Parameters<typeof call>[0], id: string) =>
  call(endpoint, { token, commandId: newCommandId('fo-steps'), query: { id }, body: {} });
const orderOf = async (token: string, id: string) => dataOf<FinanceOrder>(await detail(token, id));

async function preview(token: string, id: string): Promise<Response> {
  return fetch(new URL(resolvePath(contractPreview.path, PRODUCT, undefined), serverUrl()), {
    method: 'POST',
    headers: { appId: APP_ID, token, 'x-language': 'en-US', 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  });
}

describe('finance order steps beside the story (docs/finance-orders.md)', () => {
  it('lists a paid-out order in its supplier’s and funder’s payment list, converts it to ARP, and previews its contract to its parties only', async () => {
    const id = await apply('HKD', HKD.product, HKD.account, HKD.invoice);
    expect((await verdict(funder, id, 'passed')).body.code).toBe(200);
    expect((await onQuery(buyer, rightConfirmation, id)).body.code).toBe(200);
    const { financeNo } = await orderOf(supplier, id);
    // Not paid out yet: no payment row.
    expect((await payments(supplier, { financeNo }))?.list).toEqual([]);
    expect((await onPath(funder, disburse, id)).body).toMatchObject({
      code: 200,
      data: { status: 'DISBURSED' },
    });
    const paid = await orderOf(supplier, id);
    for (const token of [supplier, funder]) {
      const rows = (await payments(token, { financeNo }))?.list ?? [];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        financeNo,
        financeOrderId: id,
        currency: 'HKD',
        status: 'PAID',
        paymentDate: paid.fundingInfo?.valueDate,
        paymentNo: paid.fundingInfo?.reference,
      });
      expect(Number(rows[0]?.amount)).toBe(Number(paid.fundingInfo?.paidAmount));
      expect(Number(rows[0]?.financedAmount)).toBe(Number(paid.fundingInfo?.financedAmount));
    }
    // The buyer is no party to the payout, and another company never sees it.
    // (a buyer has no payment list at all: refused, nothing listed).
    for (const token of [buyer, stranger]) {
      const seen = await payments(token, { financeNo });
      expect(seen === null || seen.list.length === 0).toBe(true);
      expect(JSON.stringify(seen)).not.toContain(financeNo);
    }

    for (const token of [supplier, funder, buyer]) {
      const pdf = await preview(token, id);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5));
      expect(head).toBe('%PDF-');
    }
    const refused = await preview(stranger, id);
    expect(refused.headers.get('content-type')).not.toContain('application/pdf');
    expect(((await refused.json()) as { code: number }).code).toBe(400);

    // Convert to ARP: the supplier asks, the funder passes it through the approval.
    expect((await onPath(funder, requestArp, id)).body.code).toBe(403);
    expect((await onPath(supplier, requestArp, id, { remark: 'sell it' })).body).toMatchObject({
      code: 200,
      data: { status: 'ARP_REQUESTED' },
    });
    expect((await orderOf(funder, id)).allowedActions).toEqual(['pass', 'deny', 'refuse']);
    expect((await verdict(funder, id, 'passed')).body.code).toBe(200);
    const converted = await orderOf(supplier, id);
    expect(converted.status).toBe('CONVERTED_TO_ARP');
    expect(converted.timeline.map((e) => e.toStatus).slice(-2)).toEqual([
      'ARP_REQUESTED',
      'CONVERTED_TO_ARP',
    ]);
    // Still paid out: still one payment row, no second copy.
    expect((await payments(funder, { financeNo }))?.list).toHaveLength(1);
  });

  it('updates only the account, documents and remark after submission, resumes it for edit, and withdraws it from the list', async () => {
    const id = await apply('CNY', CNY.product, CNY.account, CNY.invoice);
    const before = await orderOf(supplier, id);
    const updated = await onPath(supplier, updateOrder, id, {
      fundingAccountId: CNY.other,
      remark: 'new remark',
      // Not updatable: the schema drops them, the figures stay the funder's.
      applyAmount: '1.00',
      dueDate: '2099-01-01',
      receivables: [],
    });
    expect(updated.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
    const forEdit = dataOf<FinanceOrder>(
      await call(financeOrderDetailForEdit, { token: supplier, query: { id } }),
    );
    expect(forEdit).toMatchObject({ remark: 'new remark', fundingAccount: { id: CNY.other } });
    expect(forEdit.dueDate).toBe(before.dueDate);
    expect(forEdit.trial).toEqual(before.trial);
    expect(forEdit.receivables.map((r) => r.id)).toEqual([CNY.invoice]);
    // Only the supplier resumes it for edit; the funder is told no.
    const funderEdit = await call(financeOrderDetailForEdit, { token: funder, query: { id } });
    expect(funderEdit.body.code).not.toBe(200);
    // Nor may the funder change it.
    expect((await onPath(funder, updateOrder, id, { remark: 'x' })).body.code).toBe(403);

    // The list's Withdraw is the revocation: timeline row, receivable released.
    const withdraw = (token: string) =>
      call(recordAction, {
        token,
        commandId: newCommandId('fo-withdraw'),
        body: { pageId: financeOrderPage.id, id, action: 'withdraw' },
      });
    expect((await withdraw(funder)).body.code).not.toBe(200);
    expect((await withdraw(supplier)).body.code).toBe(200);
    const revoked = await orderOf(supplier, id);
    expect(revoked.status).toBe('REVOKED');
    expect(revoked.timeline.at(-1)).toMatchObject({ action: 'revoke', toStatus: 'REVOKED' });
    expect((await orders(supplier, { id }))?.list[0]?.status).toBe('REVOKED');
    // Released: a new order may take the same invoice.
    const again = await apply('CNY', CNY.product, CNY.account, CNY.invoice);
    expect(again).not.toBe(id);
    expect((await withdraw(supplier)).body).toMatchObject({
      code: 409,
      messageKey: 'finance_order.error.wrong_status',
    });
  });

  it('confirms a batch of rights all or nothing', async () => {
    const [first, second] = await Promise.all(
      SGD.invoices.map((invoice) => apply('SGD', SGD.product, SGD.account, invoice)),
    );
    if (!first || !second) throw new Error('two orders expected');
    expect((await verdict(funder, first, 'passed')).body.code).toBe(200);
    const batch = () =>
      call(rightConfirmationBatch, {
        token: buyer,
        commandId: newCommandId('fo-batch'),
        body: { ids: [first, second] },
      });
    // The second still waits for the funder: nothing is confirmed, the refusal names it.
    const refused = await batch();
    expect(refused.body).toMatchObject({
      code: 409,
      messageKey: 'finance_order.error.wrong_status',
    });
    expect(refused.body.message).toContain((await orderOf(buyer, second)).financeNo);
    expect((await orderOf(buyer, first)).status).toBe('PENDING_RIGHTS_CONFIRMATION');

    expect((await verdict(funder, second, 'passed')).body.code).toBe(200);
    const confirmed = await batch();
    expect(confirmed.body).toMatchObject({
      code: 200,
      data: [
        { id: first, status: 'APPROVED' },
        { id: second, status: 'APPROVED' },
      ],
    });
  });
});
