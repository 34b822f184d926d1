import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountByCurrencyList } from '../../src/api/endpoints/company/account-by-currency-list';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import {
  allowedActions,
  type FinanceOrderAction,
  type FinanceOrderStatus,
  type OrderActor,
} from '../../src/shared/finance-order/lifecycle';
import { formatDate } from '../../src/shared/format/date';
import { moneyText } from '../../src/ui/pages/finance/finance-order/order-money';
import { call } from '../contract/helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import {
  applyThroughApi,
  BUYER_NAME,
  cellsIn,
  choose,
  figuresOn,
  FUNDER_ID,
  nextStep,
  orderOf,
  stepCard,
  tokenOf,
  trialTexts,
} from './support/finance-apply';
import { signedInPage } from './support/signed-in-page';

/**
 * The finance order detail (/finance/finance-order/:id/detail) in Chromium against the real
 * server: the buttons follow lifecycle.ts for the viewer's role and the order's status, Revoke asks
 * and releases the receivables, and the facts, receivables, trial and timeline are the order's.
 * `supplier` (C001) applies through the API on its EUR story invoices INV-C001-F05 (a draft) and
 * INV-C001-F06 (submitted), no other test's; product P003 EUR, funder C003.
 */
const PRODUCT = 'P003';
const CURRENCY = 'EUR';
const DRAFT_INVOICE = 'INV-C001-F05';
const SUBMITTED_INVOICE = 'INV-C001-F06';

/** The detail's button for each lifecycle step (use-order-actions.ts); pass/deny/refuse are the approval card's. */
const BUTTON_OF: Partial<Record<FinanceOrderAction, string>> = {
  submit: 'edit',
  update: 'update',
  confirmRights: 'confirmRights',
  disburse: 'disburse',
  repay: 'repay',
  requestArp: 'requestArp',
  revoke: 'revoke',
};
const buttonsFor = (actor: OrderActor, status: FinanceOrderStatus) =>
  allowedActions(actor, status)
    .flatMap((a) => (BUTTON_OF[a] ? [BUTTON_OF[a]] : []))
    .sort();

const actionsOn = (page: Page) =>
  page
    .getByTestId('detail-actions')
    .locator('[data-action]')
    .evaluateAll((buttons) =>
      buttons
        .map((b) => b.getAttribute('data-action') ?? '')
        .filter((a) => a !== 'back')
        .sort(),
    );

async function openDetail(page: Page, id: string, status: string): Promise<void> {
  await page.goto(`/finance/finance-order/${id}/detail`);
  await page.locator(`[data-testid="order-status"][data-status="${status}"]`).waitFor();
}

describe('the finance order detail', () => {
  const session = signedInPage('supplier');
  let page: Page;
  let token: string;
  let draft: { id: string; financeNo: string };
  let submitted: { id: string; financeNo: string };

  beforeAll(async () => {
    page = session.page;
    token = await tokenOf('supplier');
    const accounts = await call(accountByCurrencyList, {
      baseUrl: baseUrl(),
      token,
      query: { currency: CURRENCY },
    });
    const account = (accounts.body.data as { id: string; status: string }[]).find(
      (a) => a.status === 'ENABLE',
    );
    const base = { financingProductId: PRODUCT, currency: CURRENCY };
    const fundingAccountId = account?.id ?? '';
    draft = await applyThroughApi(token, {
      ...base,
      receivables: [{ kind: 'INVOICE', id: DRAFT_INVOICE }],
      submit: false,
      fundingAccountId,
    });
    submitted = await applyThroughApi(token, {
      ...base,
      receivables: [{ kind: 'INVOICE', id: SUBMITTED_INVOICE }],
      submit: true,
      fundingAccountId,
    });
  });

  it('offers the supplier the steps lifecycle.ts allows in each status', async () => {
    await openDetail(page, draft.id, 'DRAFT');
    expect(await actionsOn(page)).toEqual(buttonsFor('SUPPLIER', 'DRAFT'));
    expect(await actionsOn(page)).toEqual(['edit', 'revoke']);

    await openDetail(page, submitted.id, 'PENDING_APPROVAL');
    expect(await actionsOn(page)).toEqual(buttonsFor('SUPPLIER', 'PENDING_APPROVAL'));
    expect(await actionsOn(page)).toEqual(['revoke', 'update']);
    expect(await actionsOn(page)).not.toContain('disburse');
  });

  it('shows the order as the API reads it: facts, receivables, trial and timeline', async () => {
    const order = await orderOf(token, submitted.id);
    await openDetail(page, submitted.id, 'PENDING_APPROVAL');
    expect(await page.getByTestId('record-title').textContent()).toBe(
      `Finance order ${order.financeNo}`,
    );
    const facts = await figuresOn(page.getByTestId('order-facts'));
    expect(facts).toMatchObject({
      financeNo: order.financeNo,
      status: 'Pending approval',
      productName: order.productName ?? '',
      supplierName: order.supplierName ?? '',
      funderName: order.funderName ?? '',
      buyerName: BUYER_NAME,
      currency: CURRENCY,
      dueDate: (order.dueDate ?? '').replaceAll('-', '/'),
      remark: 'Q5 detail test order',
    });

    const receivables = page.getByTestId('order-receivables');
    expect(await receivables.locator('tbody tr').count()).toBe(order.receivables.length);
    const row = await receivables.locator('tbody tr').first().textContent();
    const [only] = order.receivables;
    expect(only?.id).toBe(SUBMITTED_INVOICE);
    expect(row).toContain(only?.number);
    expect(row).toContain(moneyText(only?.amount, CURRENCY));

    expect(order.trial).not.toBeNull();
    if (order.trial) {
      expect(await figuresOn(page.getByTestId('order-trial-figures'))).toEqual(
        trialTexts(order.trial),
      );
    }

    const zone = await call(userInfo, { baseUrl: baseUrl(), token });
    const timeZone = (zone.body.data as { timeZone: string }).timeZone;
    const rows = page.getByTestId('order-timeline').locator('tbody tr');
    expect(await rows.count()).toBe(order.timeline.length);
    for (const [i, event] of order.timeline.entries()) {
      const cells = await rows.nth(i).locator('td').allTextContents();
      expect(cells.slice(0, 3)).toEqual([
        formatDate(event.at, { timeZone, format: 'YYYY/MM/DD', withTime: true }),
        event.byUserName,
        'Submitted',
      ]);
    }
  });

  describe('seen by the funder', () => {
    let browser: Browser;
    let funderPage: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      ({ page: funderPage } = await newPage(browser));
      await signIn(funderPage, 'funder');
      await funderPage.waitForURL('**/home');
    });
    afterAll(async () => {
      await browser.close();
    });

    it('offers the funder none of the supplier steps', async () => {
      await openDetail(funderPage, submitted.id, 'PENDING_APPROVAL');
      await funderPage.getByTestId('approval-flow').waitFor();
      const shown = await actionsOn(funderPage);
      expect(shown).toEqual(buttonsFor('FUNDER', 'PENDING_APPROVAL'));
      for (const step of buttonsFor('SUPPLIER', 'PENDING_APPROVAL')) {
        expect(shown).not.toContain(step);
      }
    });
  });

  it('revokes after asking, naming the order and amount; Cancel keeps it', async () => {
    const order = await orderOf(token, submitted.id);
    const amount = moneyText(order.trial?.financingAmount ?? null, CURRENCY);
    await openDetail(page, submitted.id, 'PENDING_APPROVAL');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    const question = `Revoke finance order ${order.financeNo} (${amount})? Its receivables are released.`;

    await page.getByTestId('detail-actions').locator('[data-action="revoke"]').click();
    await dialog.getByText(question).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await orderOf(token, submitted.id)).status).toBe('PENDING_APPROVAL');

    await page.getByTestId('detail-actions').locator('[data-action="revoke"]').click();
    await dialog.getByText(question).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page
      .locator('.p-toast-message', { hasText: `Finance order ${order.financeNo} was revoked.` })
      .waitFor();
    await page.locator('[data-testid="order-status"][data-status="REVOKED"]').waitFor();
    expect(await actionsOn(page)).toEqual(buttonsFor('SUPPLIER', 'REVOKED'));
    const revoked = await orderOf(token, submitted.id);
    expect(revoked.status).toBe('REVOKED');
    const lastRow = page.getByTestId('order-timeline').locator('tbody tr').last();
    await expect(lastRow.textContent()).resolves.toContain('Revoked');
  });

  it('offers the revoked order’s receivable again in a new application', async () => {
    const released = (await orderOf(token, submitted.id)).receivables[0]?.number ?? '';
    const held = (await orderOf(token, draft.id)).receivables[0]?.number ?? '';
    await page.goto('/finance/finance-order/add');
    await stepCard(page, 0).waitFor();
    await choose(page, 'financingProductId', PRODUCT);
    await nextStep(page);
    await choose(page, 'funderCompanyId', FUNDER_ID);
    await nextStep(page);
    await choose(page, 'buyerName', BUYER_NAME);
    await nextStep(page);
    const candidates = page.getByTestId('compose-candidates');
    await candidates.locator('tbody [data-field="number"]', { hasText: released }).waitFor();
    // The draft still holds its invoice.
    expect(held).not.toBe('');
    expect(await cellsIn(page, 'candidates')).not.toContain(held);
  });
});
