import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import { workflowApprove } from '../../../src/api/endpoints/workflow/workflow-approve';
import { workflowHistory } from '../../../src/api/endpoints/workflow/workflow-history';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn, type Reply } from '../helpers/api';

/**
 * The story's parties (docs/finance-orders.md): Evergreen (C001, `supplier`) finances receivables
 * of Northwind (C002, `buyer`) with Summit (C003, `funder`), who offers every product. Seeded
 * products P001… are in FINANCING_PRODUCTS order: P002 CNY fixed, P003 EUR floating, P006 HKD.
 */
export const BUYER_NAME = 'Northwind Retail Group Pte. Ltd.';
export const FUNDER_ID = 'C003';

/** Sessions of the story's three parties and of a supplier that is none of them (C005). */
export async function signInParties() {
  const [supplier, funder, buyer, stranger] = await Promise.all([
    signIn('supplier'),
    signIn('funder'),
    signIn('buyer'),
    signIn('supplier-dbs'),
  ]);
  return { supplier, funder, buyer, stranger };
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const today = () => new Date().toISOString().slice(0, 10);

async function holidays(token: string, currency: string): Promise<HolidayRecord[]> {
  const reply = await call(holidayList, { token, body: { currencyCode: [currency] } });
  return reply.body.data as HolidayRecord[];
}

/** The first business day of the currency at least `days` after today (a valid due date). */
export async function businessDayAfter(token: string, currency: string, days: number) {
  const list = await holidays(token, currency);
  let date = dayAfter(today(), days);
  while (!isBusinessDay(date, list, countryOfCurrency(currency))) date = dayAfter(date, 1);
  return date;
}

/** A day of the currency that is no business day (a rest day or weekend) in the tenor's range. */
export async function restDayAfter(token: string, currency: string, days: number) {
  const list = await holidays(token, currency);
  let date = dayAfter(today(), days);
  while (isBusinessDay(date, list, countryOfCurrency(currency))) date = dayAfter(date, 1);
  return date;
}

export interface Application {
  financingProductId: string;
  funderCompanyId?: string;
  buyerName?: string;
  receivables: { kind: 'PO' | 'INVOICE'; id: string }[];
  dueDate?: string;
  fundingAccountId?: string;
  submit: boolean;
  [extra: string]: unknown;
}

export const create = (token: string, body: Application, commandId = newCommandId('fo-create')) =>
  call(createOrder, { token, body, commandId });

export const detail = (token: string, id: string) =>
  call(financeOrderDetail, { token, query: { id } });

export const dataOf = <T>(reply: Reply) => reply.body.data as T;

/** The funder's verdict on the order's open approval task. */
export async function verdict(
  token: string,
  id: string,
  reviewType: 'passed' | 'rejected' | 'refused',
  comment = '',
) {
  const history = await call(workflowHistory, {
    token,
    body: { businessType: 'FINANCE_ORDER', businessNo: id, ifQueryTask: 'YES' },
  });
  const { taskId, currentNode } = dataOf<{ taskId: string; currentNode: string }>(history);
  return call(workflowApprove, {
    token,
    commandId: newCommandId('fo-verdict'),
    body: {
      businessType: 'FINANCE_ORDER',
      businessNo: id,
      taskId,
      nodeName: currentNode,
      reviewType,
      approvalComments: comment,
    },
  });
}
