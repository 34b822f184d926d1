import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BUYER_NAME,
  FUNDER_ID,
  FUNDER_VIEW_ORDER,
  submitCardsOrder,
  SUPPLIER_VIEW_ORDER,
} from './support/bank-account-cards';
import { signedInPage } from './support/signed-in-page';

/**
 * The bank account cards in use (docs/finance-order-pickers.md#bank-accounts): the apply wizard's
 * receiving-account select, and a finance order's accounts on its detail for the funder and the
 * supplier. `supplier` (C001) holds one JPY account, BA-C001-JPY, pending activate; Summit's
 * (C003) collection and payment lists hold one USD account, 808-123456-838.
 */
const JPY = { product: 'P010', invoiceNo: 'INVSUP10001F26110', account: 'BA-C001-JPY' };
const SUMMIT_USD = { id: 'BA-C003-1', number: '808-123456-838' };

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const choice = (page: Page, group: string, text: string) =>
  page
    .getByTestId(`choices-${group}`)
    .locator(`label[for="${group}-${text}"]`)
    .or(page.getByTestId(`choices-${group}`).locator('label', { hasText: text }));

/** Walks the wizard to its last step with one invoice chosen; nothing is saved or submitted. */
async function walkToAccountField(page: Page, product: string, invoiceNo: string): Promise<void> {
  await page.goto('/finance/finance-order/add');
  await choice(page, 'financingProductId', product).click();
  await next(page);
  await choice(page, 'funderCompanyId', FUNDER_ID).click();
  await next(page);
  await choice(page, 'buyerName', BUYER_NAME).click();
  await next(page);
  await page
    .getByTestId('compose-candidates')
    .locator('tbody tr', { hasText: invoiceNo })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await page.getByTestId('compose-selected').locator('tbody tr', { hasText: invoiceNo }).waitFor();
  await next(page);
  await page.locator('#field-fundingAccountId').waitFor({ state: 'attached' });
}

describe('the apply wizard’s receiving account', () => {
  const session = signedInPage('supplier');

  it('lists a pending-activate account with its tag but does not let it be chosen', async () => {
    const page = session.page;
    await walkToAccountField(page, JPY.product, JPY.invoiceNo);
    const field = page.locator('[data-field="fundingAccountId"]');
    await field.getByText('1 more in JPY not enabled').waitFor();
    // Centred first: at the page's foot the sticky header and action bar would take the click.
    const select = page.locator('.p-dropdown:has(#field-fundingAccountId)');
    await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await select.click();
    const panel = page.locator('.p-dropdown-panel');
    const option = panel.locator('[role="option"]', {
      has: page.locator(`[data-account-id="${JPY.account}"]`),
    });
    await option.waitFor();
    await expect(panel.locator('[role="option"]').count()).resolves.toBe(1);
    await expect(option.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
      'PENDING_ACTIVATE',
    );
    await expect(option.textContent()).resolves.toContain('Pending activate');
    await expect(option.getAttribute('aria-disabled')).resolves.toBe('true');

    await option.click({ force: true });
    await select.click();
    await panel.waitFor({ state: 'detached' });
    await expect(select.locator('[data-account-id]').count()).resolves.toBe(0);
    await expect(select.textContent()).resolves.toContain('Choose an account in JPY');
  });
});

describe('a finance order’s accounts on its detail', () => {
  let funderViewId: string;
  let supplierViewId: string;
  beforeAll(async () => {
    [funderViewId, supplierViewId] = await Promise.all([
      submitCardsOrder(FUNDER_VIEW_ORDER),
      submitCardsOrder(SUPPLIER_VIEW_ORDER),
    ]);
  });

  describe('for the funder', () => {
    const session = signedInPage('funder');

    it('shows the supplier’s account as its payee, its own receiving accounts and its collection and payment lists', async () => {
      const page = session.page;
      await page.goto(`/finance/finance-order/${funderViewId}/detail`);
      const chosen = page
        .getByTestId('supplier-receiving-card')
        .locator(`[data-account-id="${FUNDER_VIEW_ORDER.account}"]`);
      await chosen.locator('dd[data-field="payeeAcctNo"]').waitFor();
      await expect(chosen.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
        'ENABLE',
      );

      const own = page.getByTestId('funder-receiving-card');
      await own
        .locator(`[data-account-id="${SUMMIT_USD.id}"] dd[data-field="accountName"]`)
        .waitFor();
      await expect(own.locator('dd[data-field="payeeAcctNo"]').count()).resolves.toBe(0);

      const collection = page.getByTestId('collection-accounts-card');
      const row = collection.locator('tbody tr', { hasText: SUMMIT_USD.number });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('Collection');
      await expect(
        collection.getByRole('columnheader', { name: 'SWIFT code' }).count(),
      ).resolves.toBe(1);
      await page
        .getByTestId('payment-accounts-card')
        .locator('tbody tr', { hasText: SUMMIT_USD.number })
        .waitFor();
    });
  });

  describe('for the supplier', () => {
    const session = signedInPage(SUPPLIER_VIEW_ORDER.user);

    it('shows its own account and the funder’s as payees, without the funder’s lists', async () => {
      const page = session.page;
      await page.goto(`/finance/finance-order/${supplierViewId}/detail`);
      const chosen = page
        .getByTestId('supplier-receiving-card')
        .locator(`[data-account-id="${SUPPLIER_VIEW_ORDER.account}"]`);
      await chosen.locator('dd[data-field="accountName"]').waitFor();
      await expect(chosen.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
        'ENABLE',
      );
      const funder = page.getByTestId('funder-receiving-card');
      await funder
        .locator('[data-account-id="BA-C003-SGD"] dd[data-field="payeeAcctNo"]')
        .waitFor();
      await expect(page.getByTestId('collection-accounts-card').count()).resolves.toBe(0);
      await expect(page.getByTestId('payment-accounts-card').count()).resolves.toBe(0);
    });
  });
});
