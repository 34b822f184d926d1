import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * Signing a contract on /contract/info (docs/contract-signing.md), in Chromium against the real
 * server. supplier-pool's CT-C006-0004 (SCF-SUP10003-2024004) is signed here and by no other
 * test; the contract tests sign -0012 and -0016.
 */

const CONTRACT_NO = 'SCF-SUP10003-2024004';
const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const dialog = (page: Page) => page.getByTestId('sign-contract-dialog');

async function selectOnly(page: Page, contractNo: string): Promise<void> {
  await page.goto(`/contract/info?contractNo=${contractNo}`);
  await rows(page).first().locator('[data-field="contractNo"]', { hasText: contractNo }).waitFor();
  await expect(rows(page).count()).resolves.toBe(1);
  await rows(page).first().locator('.p-selection-column .p-checkbox').click();
}

describe('signing a contract', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('shows the terms and the document, keeps the dialog on a wrong password, signs with the right one', async () => {
    await selectOnly(page, CONTRACT_NO);
    await page.locator('[data-action="signOff"]').click();

    const terms = dialog(page).getByTestId('contract-terms');
    await terms.waitFor();
    await expect(terms.locator('[data-field="contractNo"]').textContent()).resolves.toBe(
      CONTRACT_NO,
    );
    await expect(terms.locator('[data-field="facilityLimit"]').textContent()).resolves.toMatch(
      /^[A-Z]{3} [\d,]+(\.\d\d)?$/,
    );
    const preview = dialog(page).getByTestId('contract-preview');
    await expect(preview.isVisible()).resolves.toBe(true);
    await expect(preview.textContent()).resolves.toContain('1. Parties');
    await expect(preview.textContent()).resolves.toContain(CONTRACT_NO);

    const password = dialog(page).getByLabel('Your password');
    await password.fill('Wrong#2026');
    await dialog(page).getByRole('button', { name: 'Sign contract' }).click();
    await dialog(page).getByRole('alert').filter({ hasText: 'The password is wrong.' }).waitFor();
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog(page).isVisible()).resolves.toBe(true);

    await password.fill('Demo#2026');
    await dialog(page).getByRole('button', { name: 'Sign contract' }).click();
    const toast = page.locator('.p-toast-message').filter({ hasText: 'Contract signed' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(`${CONTRACT_NO} was signed by Zhao Lei`);
    await dialog(page).waitFor({ state: 'detached' });
    // The list refreshes after the action's delay and shows the signature.
    const row = rows(page).first();
    await row.locator('[data-field="signStatus"]', { hasText: 'Signed' }).waitFor();
    await row.locator('[data-field="signedBy"]', { hasText: 'Zhao Lei' }).waitFor();
    await expect(row.locator('[data-field="signedDate"]').textContent()).resolves.toMatch(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
  });

  it('does not open the dialog for a contract that is already signed', async () => {
    await selectOnly(page, CONTRACT_NO);
    await page.locator('[data-action="signOff"]').click();
    await page
      .locator('.p-toast-message')
      .filter({ hasText: 'This contract is already signed: a contract is signed only once.' })
      .waitFor();
    await expect(dialog(page).count()).resolves.toBe(0);
  });
});
