import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * /org/account/add in real Chromium against the reference server: the form is drawn from the
 * backend's field configuration (groups, order, an expression that makes the mobile required
 * for administrators), validation stops at the first failing rule per field, a rejected form
 * keeps what was typed, and the created account reaches the list through the outbox. Signs in
 * as `funder` (company C003) so the supplier's account counts in other tests stay as seeded.
 */
describe('the configuration-driven add-account form', () => {
  const session = signedInPage('funder');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  const field = (name: string) => page.locator(`[data-field="${name}"]`);

  it('opens from the list, draws the configured groups in order and checks required fields', async () => {
    await page.goto('/org/account');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/org/account/add');
    await page.getByRole('group', { name: 'Account' }).waitFor();
    const names = await page
      .locator('.config-form-field')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-field')));
    expect(names).toEqual(['userName', 'cname', 'role', 'email', 'mobile']);

    await page.getByRole('button', { name: 'Save' }).click();
    await field('userName').getByText('Please input User name').waitFor();
    await field('role').getByText('Please select Role').waitFor();
    // Not required unless the role is Administrator.
    expect(await field('mobile').getByRole('alert').count()).toBe(0);
  });

  it('makes the mobile required for an administrator and keeps what was typed when rejected', async () => {
    await page.locator('#field-userName').fill('new.operator');
    await page.locator('#field-cname').fill('New Operator');
    await page.locator('#field-email').fill('not-an-email');
    await field('role').locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await field('email').getByText('Please enter a valid email address').waitFor();
    await field('mobile').getByText('Please input Mobile').waitFor();
    expect(await page.locator('#field-userName').inputValue()).toBe('new.operator');
    expect(await page.locator('#field-email').inputValue()).toBe('not-an-email');
  });

  it('saves through the outbox and the new account is listed', async () => {
    await page.locator('#field-email').fill('new.operator@summit-capital.example');
    await page.locator('#field-mobile').fill('+852 9000 0001');
    await page.getByRole('button', { name: 'Save' }).click();
    // Delivered, the new account's detail page opens with a success toast.
    await page.locator('.p-toast-message-success', { hasText: 'Saved' }).waitFor();
    await page.waitForURL(/\/org\/account\/[^/]+\/detail/);
    // The outbox delivers in the background; the list shows the account once it has.
    await expect
      .poll(
        async () => {
          await page.goto('/org/account?userName=new.operator');
          await page.getByTestId('search-table').waitFor();
          return page.getByTestId('search-table').getByText('New Operator').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
  });

  it('edits an account: the user name stays, the new display name is listed', async () => {
    await page.goto('/org/account?id=C003-A004');
    await page.locator('tbody tr .p-selection-column .p-checkbox').first().click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/org/account/C003-A004/edit');
    await page.getByRole('group', { name: 'Account' }).waitFor();
    await expect(page.locator('#field-userName').isDisabled()).resolves.toBe(true);
    expect(await page.locator('#field-userName').inputValue()).not.toBe('');
    await page.locator('#field-cname').fill('Edited In Browser');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.p-toast-message-success', { hasText: 'Saved' }).waitFor();
    await page.waitForURL('**/org/account/C003-A004/detail');
    await expect
      .poll(
        async () => {
          await page.goto('/org/account?id=C003-A004');
          await page.getByTestId('search-table').waitFor();
          return page.getByTestId('search-table').getByText('Edited In Browser').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
  });
});
