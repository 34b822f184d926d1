import { beforeAll, describe, expect, it } from 'vitest';
import { accountByCurrencyList } from '../../../src/api/endpoints/company/account-by-currency-list';
import { financingOrderApproveList } from '../../../src/api/endpoints/finance-order/financing-order-approve-list';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import { workflowApprove } from '../../../src/api/endpoints/workflow/workflow-approve';
import { workflowHistory } from '../../../src/api/endpoints/workflow/workflow-history';
import { call, newCommandId } from '../helpers/api';
import {
  BUYER_NAME,
  businessDayAfter,
  create,
  dataOf,
  detail,
  FUNDER_ID,
  signInParties,
} from '../finance-order/order-support';

/**
 * The approval endpoints through the real 'FINANCE_ORDER' type (docs/approvals.md). Story
 * receivables no other contract test takes (seed-finance-pickers.ts: USD PO-C001-F01, HKD
 * PO-C001-F04 and INV-C001-F08) are this file's own, so it shares the contract server with the
 * other finance-order tests whatever order the files run in.
 */
const PRODUCT_BY_CURRENCY = { HKD: 'P006', USD: 'P001' } as const;
type StoryCurrency = keyof typeof PRODUCT_BY_CURRENCY;
const TYPE = 'FINANCE_ORDER';

let supplier: string;
let funder: string;
let buyer: string;
let stranger: string;
const accounts: Partial<Record<StoryCurrency, string>> = {};

beforeAll(async () => {
  ({ supplier, funder, buyer, stranger } = await signInParties());
  for (const currency of Object.keys(PRODUCT_BY_CURRENCY) as StoryCurrency[]) {
    const listed = await call(accountByCurrencyList, { token: supplier, query: { currency } });
    const enabled = dataOf<{ id: string; status: string }[]>(listed).find(
      (a) => a.status === 'ENABLE',
    );
    accounts[currency] = enabled?.id ?? '';
  }
});

async function submitted(
  receivable: { kind: 'PO' | 'INVOICE'; id: string },
  currency: StoryCurrency = 'HKD',
): Promise<string> {
  const reply = await create(supplier, {
    financingProductId: PRODUCT_BY_CURRENCY[currency],
    funderCompanyId: FUNDER_ID,
    buyerName: BUYER_NAME,
    receivables: [receivable],
    dueDate: await businessDayAfter(supplier, currency, 80),
    fundingAccountId: accounts[currency] ?? '',
    submit: true,
  });
  expect(reply.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
  return dataOf<{ id: string }>(reply).id;
}

const history = (token: string, businessNo: string) =>
  call(workflowHistory, { token, body: { businessType: TYPE, businessNo, ifQueryTask: 'YES' } });

interface Task {
  taskId: string;
  currentNode: string;
}

const approve = (
  token: string,
  businessNo: string,
  task: Task,
  reviewType: 'passed' | 'rejected' | 'refused',
  approvalComments = '',
) =>
  call(workflowApprove, {
    token,
    commandId: newCommandId('approve'),
    body: {
      businessType: TYPE,
      businessNo,
      taskId: task.taskId,
      nodeName: task.currentNode,
      reviewType,
      approvalComments,
    },
  });

describe('approvals of finance orders (docs/approvals.md)', () => {
  let denied: string;
  let task: Task;

  it('answers the history to the owner and the approver, no one else', async () => {
    denied = await submitted({ kind: 'PO', id: 'PO-C001-F01' }, 'USD');
    const seen = await history(funder, denied);
    expect(seen.body).toMatchObject({
      code: 200,
      data: {
        currentNode: expect.any(String),
        taskId: expect.any(String),
        detailDTOS: [
          {
            operation: 'SUBMITTED',
            auditComment: '',
            assigneeName: expect.any(String),
            updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
      },
    });
    task = dataOf<Task>(seen);
    expect(dataOf<Task>(await history(supplier, denied)).taskId).toBe(task.taskId);
    for (const outsider of [buyer, stranger]) {
      const refused = await history(outsider, denied);
      expect(refused.body.code).toBe(400);
      expect(refused.body.message).toContain(denied);
    }
  });

  it('lets only the approver company decide', async () => {
    const byOwner = await approve(supplier, denied, task, 'passed');
    expect(byOwner.body.code).toBe(403);
    const byStranger = await approve(stranger, denied, task, 'passed');
    expect(byStranger.body.code).toBe(400);
    const byBuyer = await approve(buyer, denied, task, 'passed');
    expect(byBuyer.body.code).toBe(400);
  });

  it('refuses a blank comment to deny or reject, and one over 500 characters', async () => {
    for (const reviewType of ['rejected', 'refused'] as const) {
      const blank = await approve(funder, denied, task, reviewType, '  \n ');
      expect(blank.body).toMatchObject({
        code: 400,
        data: { fields: [{ field: 'approvalComments' }] },
      });
    }
    const long = await approve(funder, denied, task, 'passed', 'x'.repeat(501));
    expect(long.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'approvalComments' }] },
    });
    expect(dataOf<Task>(await history(funder, denied)).taskId).toBe(task.taskId);
  });

  it('denies with a comment: the order returns to the supplier, the task is then stale', async () => {
    const reply = await approve(funder, denied, task, 'rejected', 'Add the delivery note');
    expect(reply.body).toMatchObject({ code: 200, data: { operation: 'REJECTED' } });
    expect(dataOf<FinanceOrder>(await detail(supplier, denied)).status).toBe('RETURNED');

    const again = await approve(funder, denied, task, 'passed');
    expect(again.body.code).toBe(409);
    expect(again.body.message).toContain(denied);

    const after = dataOf<{ taskId: string | null; detailDTOS: { operation: string }[] }>(
      await history(supplier, denied),
    );
    expect(after.taskId).toBeNull();
    expect(after.detailDTOS.map((d) => d.operation)).toEqual(['SUBMITTED', 'REJECTED']);
  });

  it('lists the rows for the order’s three parties through financingOrderApproveList', async () => {
    for (const party of [supplier, funder, buyer]) {
      const rows = await call(financingOrderApproveList, { token: party, params: { id: denied } });
      expect(rows.body.code).toBe(200);
      expect(dataOf<{ operation: string; auditComment: string }[]>(rows)).toEqual([
        expect.objectContaining({ operation: 'SUBMITTED' }),
        expect.objectContaining({ operation: 'REJECTED', auditComment: 'Add the delivery note' }),
      ]);
    }
    const foreign = await call(financingOrderApproveList, {
      token: stranger,
      params: { id: denied },
    });
    expect(foreign.body.code).toBe(400);
  });

  it('rejects (refuses) an order for good, and passes another to the buyer', async () => {
    const refusedId = await submitted({ kind: 'INVOICE', id: 'INV-C001-F08' });
    const refusedTask = dataOf<Task>(await history(funder, refusedId));
    const refused = await approve(funder, refusedId, refusedTask, 'refused', 'Buyer limit used');
    expect(refused.body).toMatchObject({ code: 200, data: { operation: 'REFUSED' } });
    expect(dataOf<FinanceOrder>(await detail(supplier, refusedId)).status).toBe('REJECTED');

    const passedId = await submitted({ kind: 'PO', id: 'PO-C001-F04' });
    const passedTask = dataOf<Task>(await history(funder, passedId));
    const passed = await approve(funder, passedId, passedTask, 'passed');
    expect(passed.body).toMatchObject({ code: 200, data: { operation: 'PASSED' } });
    expect(dataOf<FinanceOrder>(await detail(buyer, passedId)).status).toBe(
      'PENDING_RIGHTS_CONFIRMATION',
    );
  });
});
