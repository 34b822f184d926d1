import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountByCurrencyList } from '../../src/api/endpoints/company/account-by-currency-list';
import { createOrder } from '../../src/api/endpoints/finance-order/create-order';
import { holidayList } from '../../src/api/endpoints/company/holiday-list';
import { financingOrderApproveList } from '../../src/api/endpoints/finance-order/financing-order-approve-list';
import { countryOfCurrency, isBusinessDay } from '../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn as apiSignIn } from '../contract/helpers/api';
import { baseUrl } from './support/browser';
import { signedInPage } from './support/signed-in-page';

/**
 * The approval flow card on a finance order's detail page (docs/approvals.md), in Chromium against
 * the real server. `supplier` (C001) applies through the API with its own SGD story invoice
 * (INV-C001-G11, no other test's); the funder denies it on the page.
 */
const INVOICE = 'INV-C001-G11';
const CURRENCY = 'SGD';
const COMMENT = 'Please attach the signed delivery note';

async function submitOrder(): Promise<string> {
  const base = baseUrl();
  const token = await apiSignIn('supplier', base);
  const accounts = await call(accountByCurrencyList, {
    baseUrl: base,
    token,
    query: { currency: CURRENCY },
  });
  const account = (accounts.body.data as { id: string; status: string }[]).find(
    (a) => a.status === 'ENABLE',
  );
  const holidays = await call(holidayList, {
    baseUrl: base,
    token,
    body: { currencyCode: [CURRENCY] },
  });
  let due = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  while (!isBusinessDay(due, holidays.body.data as HolidayRecord[], countryOfCurrency(CURRENCY))) {
    due = new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const created = await call(createOrder, {
    baseUrl: base,
    token,
    commandId: newCommandId('approval-flow'),
    body: {
      financingProductId: 'P008',
      funderCompanyId: 'C003',
      buyerName: 'Northwind Retail Group Pte. Ltd.',
      receivables: [{ kind: 'INVOICE', id: INVOICE }],
      dueDate: due,
      fundingAccountId: account?.id ?? '',
      submit: true,
    },
  });
  expect(created.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
  return (created.body.data as { id: string }).id;
}

const card = (page: Page) => page.getByTestId('approval-flow');

describe('the approval flow card', () => {
  const session = signedInPage('funder');
  let page: Page;
  let orderId: string;
  beforeAll(async () => {
    page = session.page;
    orderId = await submitOrder();
  });

  it('blocks a deny without a comment, then denies with one after the confirm tip', async () => {
    await page.goto(`/finance/finance-order/${orderId}/detail`);
    await card(page).getByTestId('approval-decision').waitFor();
    await expect(
      card(page).getByTestId('approval-history').locator('tbody tr').first().textContent(),
    ).resolves.toContain('Submitted');

    await card(page).locator('[data-action="deny"]').click();
    const tip = 'Enter an approval comment to deny or reject.';
    await card(page).getByRole('alert').filter({ hasText: tip }).waitFor();
    await expect(page.locator('.p-confirm-popup').count()).resolves.toBe(0);

    await card(page).getByLabel('Approval comment').fill(COMMENT);
    await expect(card(page).getByTestId('approval-counter').textContent()).resolves.toBe(
      `${COMMENT.length} / 500`,
    );
    await card(page).locator('[data-action="deny"]').click();
    const popup = page.locator('.p-confirm-popup');
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(`Deny ${orderId}`);
    await popup.getByRole('button', { name: 'Deny' }).click();

    await page.locator('.p-toast-message').filter({ hasText: 'Operation succeeded' }).waitFor();
    const denied = card(page).getByTestId('approval-history').locator('tbody tr', {
      hasText: COMMENT,
    });
    await denied.waitFor();
    await expect(denied.textContent()).resolves.toContain('Denied');
    await card(page).getByTestId('approval-decision').waitFor({ state: 'detached' });
  });

  it('shows the denial to the supplier too', async () => {
    const token = await apiSignIn('supplier', baseUrl());
    const rows = await call(financingOrderApproveList, {
      baseUrl: baseUrl(),
      token,
      params: { id: orderId },
    });
    expect(rows.body.data).toEqual([
      expect.objectContaining({ operation: 'SUBMITTED' }),
      expect.objectContaining({ operation: 'REJECTED', auditComment: COMMENT }),
    ]);
  });
});
