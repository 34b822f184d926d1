import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accountsIn,
  deny,
  payOut,
  signInAs,
  submitSupplierOrder,
  type Account,
  type SubmittedOrder,
} from './support/finance-order-update-arp';
import { signedInPage } from './support/signed-in-page';

/**
 * The limited update (/finance/finance-order/update/:id) and the request to convert to ARP
 * (/finance/finance-order/arp/:id) in Chromium (docs/finance-orders.md). `supplier` (C001) applies
 * through the API on story invoices no other browser test uses, both HKD (product P006, funder
 * C003): INV-C001-F07 for the update, INV-C001-F08 for the conversion (C001's JPY account is
 * disabled, so its JPY invoices cannot be financed).
 */
const dialog = (page: Page) => page.locator('.p-confirm-dialog');

async function detailStatus(page: Page, status: string) {
  await page.locator(`[data-testid="order-status"][data-status="${status}"]`).waitFor();
}

describe('the limited update and the conversion to ARP', () => {
  const supplier = signedInPage('supplier');
  const funder = signedInPage('funder');
  let page: Page;
  let hkd: SubmittedOrder;
  let paid: SubmittedOrder;
  let hkdAccounts: Account[];
  let usdAccounts: Account[];
  beforeAll(async () => {
    page = supplier.page;
    [hkd, paid] = await Promise.all([
      submitSupplierOrder('P006', 'HKD', 'INV-C001-F07'),
      submitSupplierOrder('P006', 'HKD', 'INV-C001-F08'),
    ]);
    const token = await signInAs('supplier');
    [hkdAccounts, usdAccounts] = await Promise.all([
      accountsIn(token, 'HKD'),
      accountsIn(token, 'USD'),
    ]);
    await payOut(paid.id);
  });

  it('shows what is fixed and offers only the order currency’s accounts', async () => {
    await page.goto(`/finance/finance-order/update/${hkd.id}`);
    const fixed = page.getByTestId('update-fixed-facts');
    await fixed.waitFor();
    await expect(page.getByTestId('record-title').textContent()).resolves.toBe(
      `Update finance order ${hkd.financeNo}`,
    );
    const facts = (await fixed.textContent()) ?? '';
    expect(facts).toContain('Northwind Retail Group Pte. Ltd.');
    expect(facts).toContain('HKD ');
    expect(facts).toContain('revoke this order and apply again');

    await page.locator('[data-field="fundingAccountId"] .p-dropdown').click();
    const items = page.locator('.p-dropdown-panel .p-dropdown-item');
    await items.first().waitFor();
    const offered = await items.allTextContents();
    const enabledHkd = hkdAccounts.filter((a) => a.status === 'ENABLE');
    expect(offered).toHaveLength(enabledHkd.length);
    for (const a of enabledHkd) expect(offered.some((o) => o.startsWith(a.bankAccount))).toBe(true);
    const usdOnly = usdAccounts.filter((u) => !hkdAccounts.some((h) => h.id === u.id));
    expect(usdOnly.length).toBeGreaterThan(0);
    for (const a of usdOnly) expect(offered.some((o) => o.startsWith(a.bankAccount))).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('asks before leaving with changes, then saves a new remark and account after asking', async () => {
    const remark = `Signed delivery note attached ${hkd.financeNo}`;
    await page.locator('#field-remark').fill(remark);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor();
    await expect(dialog(page).textContent()).resolves.toContain('Leave this form?');
    await dialog(page).getByRole('button', { name: 'Stay on the form' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toContain(`/update/${hkd.id}`);

    // Another enabled HKD account when the company has one; the remark changes either way.
    const other = hkdAccounts.find((a) => a.status === 'ENABLE' && a.id !== hkd.account.id);
    if (other) {
      await page.locator('[data-field="fundingAccountId"] .p-dropdown').click();
      await page
        .locator('.p-dropdown-panel .p-dropdown-item', { hasText: other.bankAccount })
        .click();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await dialog(page).waitFor();
    await expect(dialog(page).textContent()).resolves.toContain(
      `Save the changes to finance order ${hkd.financeNo}?`,
    );
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await page
      .locator('.p-toast-message')
      .filter({ hasText: `Finance order ${hkd.financeNo} was updated.` })
      .waitFor();
    await page.waitForURL(`**/finance/finance-order/${hkd.id}/detail`);
    await page.getByTestId('order-facts').filter({ hasText: remark }).waitFor();
    await page.getByTestId('order-timeline').filter({ hasText: 'Updated' }).waitFor();
    if (other) {
      await page.getByTestId('record-detail').filter({ hasText: other.bankAccount }).waitFor();
    }
  });

  it('keeps what was typed when the server refuses the update, and says why', async () => {
    await page.goto(`/finance/finance-order/update/${hkd.id}`);
    await page.getByTestId('update-fixed-facts').waitFor();
    const remark = 'Typed before the funder returned the order';
    await page.locator('#field-remark').fill(remark);
    // The funder returns the order while the form is open: the update is no longer allowed.
    await deny(hkd.id, 'Please apply with the signed delivery note');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.p-toast-message').filter({ hasText: 'Not saved' }).waitFor();
    const why = page.getByTestId('form-actions').getByRole('alert');
    await why.filter({ hasText: `Finance order ${hkd.financeNo} is Returned` }).waitFor();
    await expect(page.locator('#field-remark').inputValue()).resolves.toBe(remark);
    expect(page.url()).toContain(`/update/${hkd.id}`);
  });

  it('shows a returned order read-only, with the way back, instead of the form', async () => {
    // The form above still holds its change: the browser asks before the reload, and we leave.
    page.once('dialog', (question) => void question.accept());
    await page.goto(`/finance/finance-order/update/${hkd.id}`);
    const refusal = page.getByTestId('order-step-not-allowed');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain('cannot be updated now');
    await expect(page.getByTestId('remark-text').count()).resolves.toBe(0);
  });

  it('refuses the conversion of an order not paid out, with the way back', async () => {
    await page.goto(`/finance/finance-order/arp/${hkd.id}`);
    const refusal = page.getByTestId('order-step-not-allowed');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain(
      'Only a paid-out finance order can be converted.',
    );
    await expect(page.getByTestId('remark-text').count()).resolves.toBe(0);
    await refusal.getByRole('link', { name: `Back to finance order ${hkd.financeNo}` }).click();
    await page.waitForURL(`**/finance/finance-order/${hkd.id}/detail`);
  });

  it('requests the conversion of a paid-out order after asking', async () => {
    await page.goto(`/finance/finance-order/arp/${paid.id}`);
    await page.getByTestId('arp-meaning').filter({ hasText: 'without recourse' }).waitFor();
    await page.getByTestId('arp-payout').filter({ hasText: 'HKD ' }).waitFor();
    await page.locator('#field-remark').fill('The buyer asked for a longer tenor');
    await page.getByRole('button', { name: 'Request conversion' }).click();
    await dialog(page).waitFor();
    const question = (await dialog(page).textContent()) ?? '';
    expect(question).toContain(`finance order ${paid.financeNo} (HKD `);
    expect(question).toContain('into a receivables purchase?');
    await dialog(page).getByRole('button', { name: 'Request conversion' }).click();
    await page.waitForURL(`**/finance/finance-order/${paid.id}/detail`);
    await detailStatus(page, 'ARP_REQUESTED');
    await page
      .getByTestId('order-timeline')
      .filter({ hasText: 'The buyer asked for a longer tenor' })
      .waitFor();
  });

  it('converts the order when the funder passes the request on the approval card', async () => {
    const funderPage = funder.page;
    await funderPage.goto(`/finance/finance-order/${paid.id}/detail`);
    const card = funderPage.getByTestId('approval-flow');
    await card.getByTestId('approval-decision').waitFor();
    await card.locator('[data-action="pass"]').click();
    await detailStatus(funderPage, 'CONVERTED_TO_ARP');
  });
});
