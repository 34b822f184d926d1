import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { tokenFor } from './support/api-login';
import { companyApi as api, verifyCompanyAgain } from './company-edit-helpers';

/**
 * /org/company/edit and the review of legal-data changes in real Chromium, against the real
 * server (docs/company-review.md). The supplier's company (C001) is shared with other tests, so
 * afterAll puts its English name and phone back through the same edit and review, and verifies
 * the company again (the approved rename re-opened its real-name verification).
 */

const NEW_NAME = 'Evergreen Components Holdings (Shenzhen) Co., Ltd.';
const PHONE = '+86 755 8888 1234';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

describe('company edit and review in real Chromium', () => {
  let browser: Browser;
  let original: { nameEn: string; phone: string } | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (!original) return;
    // Signing in over HTTP ends the browser sessions of these users: only after the pages closed.
    const supplier = await tokenFor('supplier');
    const reviewer = await tokenFor('reviewer');
    const form = (await api('/clientend/company/editForm', supplier, null)).data as {
      values: Record<string, unknown>;
      pending: { id: string } | null;
    };
    if (form.pending) {
      await api('/backend/company/change/review', reviewer, {
        changeId: form.pending.id,
        decision: 'rejected',
        comment: 'test clean-up',
      });
    }
    const { licenceNo: _l, paymentTermDays: _p, ...values } = form.values;
    void _l;
    void _p;
    const back = (await api('/clientend/company/editSupplier', supplier, {
      ...values,
      nameEn: original.nameEn,
      phone: original.phone,
    })) as { data?: { changeId: string | null } };
    const changeId = back.data?.changeId;
    if (changeId) {
      const restored = await api('/backend/company/change/review', reviewer, {
        changeId,
        decision: 'passed',
      });
      expect(restored.code).toBe(200);
    }
    expect(['', 'PASSED']).toContain(await verifyCompanyAgain(supplier, 'supplier'));
  });

  it('applies a phone at once, reviews a new name, and the supplier then sees it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/org/company/edit');
    const phone = page.getByLabel('Phone', { exact: true });
    const nameEn = page.getByLabel('English name');
    await nameEn.waitFor();
    original = { nameEn: await nameEn.inputValue(), phone: await phone.inputValue() };

    // Other data applies at once.
    await phone.fill(PHONE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Company saved.' }).waitFor();
    await page.waitForURL('**/org/company/detail');
    expect(await page.getByTestId('company-change-pending').count()).toBe(0);
    // The detail shows the phone just saved (docs/company.md: what the edit keeps).
    await page
      .getByTestId('company-base')
      .locator('[data-field="phone"]')
      .getByText(PHONE, { exact: true })
      .waitFor();
    await page.goto('/org/company/edit');
    await phone.waitFor();
    expect(await phone.inputValue()).toBe(PHONE);

    // A duplicate name: said under the field while typing; Save keeps the form as typed.
    await nameEn.fill('northwind retail group pte. ltd.');
    await field(page, 'nameEn')
      .getByRole('alert')
      .filter({ hasText: 'Another company on the platform is registered with it.' })
      .waitFor();
    expect(await nameEn.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(new URL(page.url()).pathname).toBe('/org/company/edit');
    expect(await nameEn.inputValue()).toBe('northwind retail group pte. ltd.');

    // A new name: legal data, so it waits for the platform's review.
    await nameEn.fill(NEW_NAME);
    await field(page, 'nameEn').getByText('Checking…').waitFor({ state: 'detached' });
    expect(await field(page, 'nameEn').getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.p-toast-message-success', { hasText: 'the legal data is under review' })
      .waitFor();
    await page.waitForURL('**/org/company/detail');
    const pending = page.getByTestId('company-change-pending');
    await pending.getByText('Under review', { exact: true }).waitFor();
    const row = pending.locator('tr[data-field="nameEn"]');
    await row.getByText(NEW_NAME).waitFor();
    await row.getByText(original.nameEn).waitFor();
    // A new name re-opens the real-name verification once approved: the section says so.
    await pending.getByTestId('change-reopens-verification').waitFor();
    await pending.getByTestId('approval-flow').getByText('Submitted').first().waitFor();
    // The approved name is still the company's.
    expect(await page.getByTestId('company-detail').textContent()).toContain(original.nameEn);
    await context.close();

    // The platform reviewer approves it.
    const reviewer = await newPage(browser);
    await signIn(reviewer.page, 'reviewer');
    await reviewer.page.waitForURL('**/home');
    await reviewer.page.goto('/review/company-changes');
    const link = reviewer.page
      .getByTestId('company-reviews-table')
      .getByRole('row')
      .filter({ hasText: 'Evergreen' })
      .getByRole('link');
    await link.click();
    await reviewer.page.getByTestId('company-change-comparison').getByText(NEW_NAME).waitFor();
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page
      .locator('.p-confirm-dialog')
      .getByText("The company's real-name verification is re-opened", { exact: false })
      .waitFor();
    await reviewer.page
      .locator('.p-confirm-dialog')
      .getByRole('button', { name: 'Approve' })
      .click();
    await reviewer.page
      .locator('.p-toast-message-success', { hasText: 'Change approved.' })
      .waitFor();
    await reviewer.page.waitForURL('**/review/company-changes');
    await reviewer.context.close();

    // The supplier sees the new name, and nothing under review; the new name re-opened the
    // company's real-name verification: the detail and the header badge say so.
    const again = await newPage(browser);
    await signIn(again.page, 'supplier');
    await again.page.waitForURL('**/home');
    await again.page.goto('/org/company/detail');
    await again.page.getByTestId('company-detail').getByText(NEW_NAME).first().waitFor();
    expect(await again.page.getByTestId('company-change-pending').count()).toBe(0);
    const verification = again.page.getByTestId('company-verification');
    await verification.getByText('Not verified').waitFor();
    expect(await verification.getAttribute('data-verified')).toBe('false');
    const badge = again.page.getByTestId('realname-badge');
    await badge.getByText('Not verified').waitFor();
    await verification.getByRole('link', { name: 'Verify the company' }).click();
    await again.page.waitForURL('**/realname');
    await again.page.getByTestId('realname-state').first().getByText('Not verified').waitFor();
    await again.context.close();
  });

  it('the review queue is in the reviewer’s menu and refused to a supplier', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer');
    await page.waitForURL('**/home');
    await page.goto('/review/company-changes');
    await page.getByTestId('company-reviews-table').waitFor();
    // The reviewer's menu holds the queue; a company user's does not.
    await page.getByRole('link', { name: 'Company change reviews' }).first().waitFor();
    await context.close();

    const supplier = await newPage(browser);
    await signIn(supplier.page, 'supplier');
    await supplier.page.waitForURL('**/home');
    await supplier.page.goto('/review/company-changes');
    await supplier.page.waitForURL((url) => url.pathname !== '/review/company-changes');
    await supplier.context.close();
  });
});
