import { expect } from 'vitest';
import { accountByCurrencyList } from '../../../src/api/endpoints/company/account-by-currency-list';
import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { workflowApprove } from '../../../src/api/endpoints/workflow/workflow-approve';
import { workflowHistory } from '../../../src/api/endpoints/workflow/workflow-history';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn } from '../../contract/helpers/api';
import { baseUrl } from './browser';

/**
 * Orders awaiting the buyer's confirmation, made through the API for the confirm page's browser
 * test: `supplier` (C001) applies for EUR product P003 with funder C003 on the given story
 * receivables (billed to Northwind, C002, `buyer`), and the funder passes the approval.
 */
const CURRENCY = 'EUR';
const PRODUCT = 'P003';
const FUNDER = 'C003';
const BUYER_NAME = 'Northwind Retail Group Pte. Ltd.';

export interface PendingOrder {
  id: string;
  financeNo: string;
}

type Receivable = { kind: 'PO' | 'INVOICE'; id: string };

async function dueDate(token: string): Promise<string> {
  const reply = await call(holidayList, {
    baseUrl: baseUrl(),
    token,
    body: { currencyCode: [CURRENCY] },
  });
  const holidays = reply.body.data as HolidayRecord[];
  let due = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  while (!isBusinessDay(due, holidays, countryOfCurrency(CURRENCY))) {
    due = new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return due;
}

async function submit(token: string, receivables: Receivable[]): Promise<PendingOrder> {
  const accounts = await call(accountByCurrencyList, {
    baseUrl: baseUrl(),
    token,
    query: { currency: CURRENCY },
  });
  const account = (accounts.body.data as { id: string; status: string }[]).find(
    (a) => a.status === 'ENABLE',
  );
  const created = await call(createOrder, {
    baseUrl: baseUrl(),
    token,
    commandId: newCommandId('confirm-page'),
    body: {
      financingProductId: PRODUCT,
      funderCompanyId: FUNDER,
      buyerName: BUYER_NAME,
      receivables,
      dueDate: await dueDate(token),
      fundingAccountId: account?.id ?? '',
      submit: true,
    },
  });
  expect(created.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
  return created.body.data as PendingOrder;
}

async function pass(token: string, id: string): Promise<void> {
  const history = await call(workflowHistory, {
    baseUrl: baseUrl(),
    token,
    body: { businessType: 'FINANCE_ORDER', businessNo: id, ifQueryTask: 'YES' },
  });
  const { taskId, currentNode } = history.body.data as { taskId: string; currentNode: string };
  const passed = await call(workflowApprove, {
    baseUrl: baseUrl(),
    token,
    commandId: newCommandId('confirm-page-pass'),
    body: {
      businessType: 'FINANCE_ORDER',
      businessNo: id,
      taskId,
      nodeName: currentNode,
      reviewType: 'passed',
      approvalComments: '',
    },
  });
  expect(passed.body).toMatchObject({ code: 200 });
}

/** One order per receivable list, each submitted and passed: all awaiting the buyer. */
export async function ordersAwaitingBuyer<T extends Receivable[][]>(
  ...lists: T
): Promise<{ [K in keyof T]: PendingOrder }> {
  const [supplier, funder] = await Promise.all([
    signIn('supplier', baseUrl()),
    signIn('funder', baseUrl()),
  ]);
  const orders: PendingOrder[] = [];
  for (const receivables of lists) {
    const order = await submit(supplier, receivables);
    await pass(funder, order.id);
    orders.push(order);
  }
  return orders as { [K in keyof T]: PendingOrder };
}
