import { accountByCurrencyList } from '../../../src/api/endpoints/company/account-by-currency-list';
import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { disburse } from '../../../src/api/endpoints/finance-order/disburse';
import { rightConfirmation } from '../../../src/api/endpoints/finance-order/right-confirmation';
import { workflowApprove } from '../../../src/api/endpoints/workflow/workflow-approve';
import { workflowHistory } from '../../../src/api/endpoints/workflow/workflow-history';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn, type Reply } from '../../contract/helpers/api';
import { baseUrl } from './browser';

/**
 * API steps of the update and convert-to-ARP browser test (part Q2 of issue 18), against the one
 * server of the browser run: the order-support.ts helpers call the contract run's server, so these
 * name the portal's URL. The supplier is `supplier` (C001): a pool-factoring company may not
 * finance orders at all (spec 000 §6, docs/security.md#pool-mode).
 */
export const BUYER_NAME = 'Northwind Retail Group Pte. Ltd.';
export const FUNDER_ID = 'C003';

export interface Account {
  id: string;
  bankAccount: string;
  status: string;
  currency: string;
}

function ok(reply: Reply, what: string): unknown {
  const body = reply.body as { code?: number; data?: unknown; message?: string };
  if (body.code !== 200) throw new Error(`${what}: ${JSON.stringify(reply.body)}`);
  return body.data;
}

export const signInAs = (user: string) => signIn(user, baseUrl());

/** The calling company's accounts holding `currency` (disabled ones included). */
export async function accountsIn(token: string, currency: string): Promise<Account[]> {
  const reply = await call(accountByCurrencyList, {
    baseUrl: baseUrl(),
    token,
    query: { currency },
  });
  return ok(reply, 'accountByCurrencyList') as Account[];
}

async function businessDayAfter(token: string, currency: string, days: number) {
  const reply = await call(holidayList, {
    baseUrl: baseUrl(),
    token,
    body: { currencyCode: [currency] },
  });
  const holidays = ok(reply, 'holiday/list') as HolidayRecord[];
  let date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  while (!isBusinessDay(date, holidays, countryOfCurrency(currency))) {
    date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return date;
}

export interface SubmittedOrder {
  id: string;
  financeNo: string;
  status: string;
  account: Account;
}

/** `supplier` submits an order on one invoice, to be received on its first enabled account. */
export async function submitSupplierOrder(
  productId: string,
  currency: string,
  invoice: string,
): Promise<SubmittedOrder> {
  const token = await signInAs('supplier');
  const account = (await accountsIn(token, currency)).find((a) => a.status === 'ENABLE');
  if (!account) throw new Error(`supplier has no enabled ${currency} account`);
  const reply = await call(createOrder, {
    baseUrl: baseUrl(),
    token,
    commandId: newCommandId('q2-create'),
    body: {
      financingProductId: productId,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'INVOICE', id: invoice }],
      dueDate: await businessDayAfter(token, currency, 80),
      fundingAccountId: account.id,
      submit: true,
    },
  });
  return { ...(ok(reply, 'createOrder') as Omit<SubmittedOrder, 'account'>), account };
}

/** The funder's verdict on the order's open approval round (docs/approvals.md). */
async function verdict(token: string, id: string, reviewType: 'passed' | 'rejected', comment = '') {
  const history = await call(workflowHistory, {
    baseUrl: baseUrl(),
    token,
    body: { businessType: 'FINANCE_ORDER', businessNo: id, ifQueryTask: 'YES' },
  });
  const { taskId, currentNode } = ok(history, 'workflow/history') as {
    taskId: string;
    currentNode: string;
  };
  ok(
    await call(workflowApprove, {
      baseUrl: baseUrl(),
      token,
      commandId: newCommandId('q2-pass'),
      body: {
        businessType: 'FINANCE_ORDER',
        businessNo: id,
        taskId,
        nodeName: currentNode,
        reviewType,
        approvalComments: comment,
      },
    }),
    'workflow/approve',
  );
}

/** Funder passes, buyer confirms, funder pays out: the order ends DISBURSED. */
export async function payOut(id: string): Promise<void> {
  const [funder, buyer] = await Promise.all([signInAs('funder'), signInAs('buyer')]);
  await verdict(funder, id, 'passed');
  ok(
    await call(rightConfirmation, {
      baseUrl: baseUrl(),
      token: buyer,
      commandId: newCommandId('q2-rights'),
      query: { id },
    }),
    'rightConfirmation',
  );
  ok(
    await call(disburse, {
      baseUrl: baseUrl(),
      token: funder,
      commandId: newCommandId('q2-disburse'),
      params: { id },
      body: {},
    }),
    'disburse',
  );
}

/** The funder denies the order (it goes back to the supplier as RETURNED, no longer updatable). */
export async function deny(id: string, comment: string): Promise<void> {
  await verdict(await signInAs('funder'), id, 'rejected', comment);
}
