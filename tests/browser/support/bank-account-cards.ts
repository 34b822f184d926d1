import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn } from '../../contract/helpers/api';
import { baseUrl } from './browser';

/** An order of the bank account cards test (Q3), applied and submitted through the API. */
export interface CardsOrder {
  user: string;
  product: string;
  currency: string;
  invoice: string;
  account: string;
}

/**
 * For the funder's view: `supplier` (C001) finances its USD story invoice INV-C001-G01 (no other
 * browser test's) with P001 at Summit (C003), whose collection and payment lists hold USD; its
 * USD account is BA-C001-2 (USD and CNY).
 */
export const FUNDER_VIEW_ORDER: CardsOrder = {
  user: 'supplier',
  product: 'P001',
  currency: 'USD',
  invoice: 'INV-C001-G01',
  account: 'BA-C001-2',
};

/**
 * For the supplier's view: `supplier` (C001) finances its SGD story invoice INV-C001-F12, which
 * no other browser test uses, with P008.
 */
export const SUPPLIER_VIEW_ORDER: CardsOrder = {
  user: 'supplier',
  product: 'P008',
  currency: 'SGD',
  invoice: 'INV-C001-F12',
  account: 'BA-C001-SGD',
};

export const FUNDER_ID = 'C003';
export const BUYER_NAME = 'Northwind Retail Group Pte. Ltd.';

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first business day of the currency 60 days or more from today. */
async function dueDate(token: string, currency: string): Promise<string> {
  const reply = await call(holidayList, {
    baseUrl: baseUrl(),
    token,
    body: { currencyCode: [currency] },
  });
  const calendar = reply.body.data as HolidayRecord[];
  let date = dayAfter(new Date().toISOString().slice(0, 10), 60);
  while (!isBusinessDay(date, calendar, countryOfCurrency(currency))) date = dayAfter(date, 1);
  return date;
}

/** Submits the order; its id. */
export async function submitCardsOrder(order: CardsOrder): Promise<string> {
  const token = await signIn(order.user, baseUrl());
  const created = await call(createOrder, {
    baseUrl: baseUrl(),
    token,
    commandId: newCommandId('q3-cards'),
    body: {
      financingProductId: order.product,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'INVOICE', id: order.invoice }],
      dueDate: await dueDate(token, order.currency),
      fundingAccountId: order.account,
      submit: true,
    },
  });
  if (created.body.code !== 200) throw new Error(JSON.stringify(created.body));
  return (created.body.data as { id: string }).id;
}
