import type { Locator, Page } from 'playwright-core';
import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { invoiceList } from '../../../src/api/endpoints/finance-order/invoice-list';
import { poList } from '../../../src/api/endpoints/finance-order/po-list';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import { trialCalculation } from '../../../src/api/endpoints/finance-order/trial-calculation';
import { countryOfCurrency, isBusinessDay } from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';
import type { TrialResult } from '../../../src/shared/finance-order/trial-types';
import { moneyText } from '../../../src/ui/pages/finance/finance-order/order-money';
import { call, newCommandId, signIn, type Reply } from '../../contract/helpers/api';
import { baseUrl } from './browser';

/**
 * The finance order wizard and detail tests' calls (Q5): the story's parties read and act
 * through the API against the browser tests' server, and the wizard is driven as a user does.
 * Parties as in tests/contract/finance-order/order-support.ts: `supplier` (C001) finances
 * receivables of Northwind (C002) with Summit (C003).
 */
export const BUYER_NAME = 'Northwind Retail Group Pte. Ltd.';
export const FUNDER_ID = 'C003';

export const tokenOf = (user: string) => signIn(user, baseUrl());

const on = (token: string) => ({ baseUrl: baseUrl(), token });

export async function calendarOf(token: string, currency: string): Promise<HolidayRecord[]> {
  const reply = await call(holidayList, { ...on(token), body: { currencyCode: [currency] } });
  return reply.body.data as HolidayRecord[];
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The first day at least `days` after today that is (or is not) a business day of `currency`. */
export function dayOf(
  calendar: readonly HolidayRecord[],
  currency: string,
  days: number,
  business: boolean,
): string {
  let date = dayAfter(todayIso(), days);
  while (isBusinessDay(date, calendar, countryOfCurrency(currency)) !== business) {
    date = dayAfter(date, 1);
  }
  return date;
}

/** An ISO date as the forms show it (YYYY/MM/DD, the default format). */
export const shown = (iso: string) => iso.replaceAll('-', '/');

export interface TrialInput {
  financingProductId: string;
  receivables: { kind: 'PO' | 'INVOICE'; id: string }[];
  requestedAmount: string | null;
  dueDate: string;
}

/** The server's trialCalculation for the input: the figures, or the refusal's reply. */
export async function serverTrial(token: string, body: TrialInput): Promise<Reply> {
  return call(trialCalculation, { ...on(token), body });
}

/** A trial's figures as TrialFigures shows them, by the field each value sits in. */
export function trialTexts(trial: TrialResult | NonNullable<FinanceOrder['trial']>) {
  const money = (v: string) => moneyText(v, trial.currency);
  return {
    receivablesAmount: money(trial.receivablesAmount),
    maxFinancingAmount: money(trial.maxFinancingAmount),
    financingAmount: money(trial.financingAmount),
    interestRate: `${trial.interestRate}%`,
    tenorDays: String(trial.tenorDays),
    interest: money(trial.interest),
    fees: money(trial.feesTotal),
    netAmount: money(trial.netAmount),
    dueDate: shown(trial.dueDate),
  };
}

/** The values of a descriptions list, by field (`dd[data-field]`). */
export async function figuresOn(list: Locator): Promise<Record<string, string>> {
  await list.locator('dd').first().waitFor();
  return list
    .locator('dd[data-field]')
    .evaluateAll((cells) =>
      Object.fromEntries(
        cells.map((c) => [c.getAttribute('data-field') ?? '', (c.textContent ?? '').trim()]),
      ),
    );
}

export interface ApiApplication {
  financingProductId: string;
  currency: string;
  receivables: { kind: 'PO' | 'INVOICE'; id: string }[];
  submit: boolean;
  fundingAccountId: string;
}

/** Applies through the API (as the wizard would): the created order's id and number. */
export async function applyThroughApi(
  token: string,
  application: ApiApplication,
): Promise<{ id: string; financeNo: string; status: string }> {
  const { currency, ...rest } = application;
  const calendar = await calendarOf(token, currency);
  const created = await call(createOrder, {
    ...on(token),
    commandId: newCommandId('q5-apply'),
    body: {
      ...rest,
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      dueDate: dayOf(calendar, currency, 60, true),
      remark: 'Q5 detail test order',
    },
  });
  if (created.body.code !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.data as { id: string; financeNo: string; status: string };
}

export async function orderOf(token: string, id: string): Promise<FinanceOrder> {
  const reply = await call(financeOrderDetail, { ...on(token), query: { id } });
  return reply.body.data as FinanceOrder;
}

/**
 * The buyer's receivables the server offers for financing in `currency`, as id → number (the
 * seeded story ids such as INV-C001-F03 are not the numbers a user sees).
 */
export async function offered(
  token: string,
  kind: 'PO' | 'INVOICE',
  currency: string,
): Promise<Map<string, string>> {
  const body = { buyerName: BUYER_NAME, currency, pageNum: 1, pageSize: 100 };
  const reply = await call(kind === 'PO' ? poList : invoiceList, { ...on(token), body });
  const { list } = reply.body.data as { list: { id: string; number: string }[] };
  return new Map(list.map((r) => [r.id, r.number]));
}

/** The wizard's step card now shown (apply-step-N); the submit step has no card of its own. */
export const stepCard = (page: Page, index: number) => page.getByTestId(`apply-step-${index}`);

/** Picks a choice card (product, funder, buyer) by its id or, for a buyer, its title. */
export async function choose(page: Page, group: string, id: string): Promise<void> {
  await choice(page, group, id).click();
}

/** A choice card: `id` is the radio's value, or a text its card shows. */
export const choice = (page: Page, group: string, id: string) =>
  page
    .getByTestId(`choices-${group}`)
    .locator(`label[for="${group}-${id}"]`)
    .or(page.getByTestId(`choices-${group}`).locator('label', { hasText: id }));

/** Whether a choice card's radio is checked. */
export const isChosen = (page: Page, group: string, id: string) =>
  choice(page, group, id).getAttribute('data-selected');

export const nextStep = (page: Page) =>
  page.getByRole('button', { name: 'Next', exact: true }).click();
export const previousStep = (page: Page) =>
  page.getByRole('button', { name: 'Previous', exact: true }).click();

/** A column's cells in the compose table's upper (candidates) or lower (selected) table. */
export async function cellsIn(
  page: Page,
  part: 'candidates' | 'selected',
  field = 'number',
): Promise<string[]> {
  return page
    .getByTestId(`compose-${part}`)
    .locator(`tbody [data-field="${field}"]`)
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));
}

/** Adds a candidate row, or deletes a selected one, by its number. */
export async function composeRow(page: Page, part: 'candidates' | 'selected', number: string) {
  const row = page.getByTestId(`compose-${part}`).locator('tbody tr', { hasText: number });
  const name = part === 'candidates' ? 'Add' : 'Delete';
  await row.getByRole('button', { name, exact: true }).click();
}

/** Picks the first enabled receiving account: by the field's id, whatever select draws it. */
export async function chooseFirstAccount(page: Page): Promise<string> {
  await page.locator('.p-dropdown:has(#field-fundingAccountId)').click();
  const option = page.locator('.p-dropdown-panel [role="option"]').first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
  return text.trim();
}
