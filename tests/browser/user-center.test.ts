import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/portal-session';

describe('the user centre in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a profile edit through the outbox; the server has it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'funder');
    await page.waitForURL('**/home');
    await page.goto('/user-center/edit');
    const name = page.getByLabel('Display name');
    await name.fill('Funder Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    // Save waits for the delivery: a success toast, then the profile.
    await page.locator('.p-toast-message-success', { hasText: 'Saved.' }).waitFor();
    await page.waitForURL('**/user-center');
    await page.getByText('Funder Renamed').first().waitFor();
    await page.reload();
    await page.getByText('Funder Renamed').first().waitFor();
    await context.close();
  });

  it('shows the profile in cards: roles by name, names marked as data', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/user-center');
    const roles = page.getByTestId('profile').locator('dd[data-field="roles"]');
    await roles.waitFor();
    // Role codes go through the codes.role dictionary: no raw ADMIN or SUPPLIER_OPERATOR.
    expect(await roles.textContent()).not.toMatch(/\b[A-Z]+(_[A-Z]+)*\b/);
    for (const key of ['userName', 'cname', 'company']) {
      const value = page.locator(`dd[data-field="${key}"] [translate="no"]`);
      expect(await value.count()).toBe(1);
    }
    await context.close();
  });

  it('keeps what was typed when the edit is invalid', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'funder');
    await page.waitForURL('**/home');
    await page.goto('/user-center/edit');
    const email = page.getByLabel('Email');
    // The form layout: labels above, required said to assistive technology.
    expect(await email.getAttribute('aria-required')).toBe('true');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('[data-field="email"]')
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid email address' })
      .waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe('uc-edit-email-error');
    expect(await email.inputValue()).toBe('not-an-email');
    // Leaving the changed form asks; Stay keeps it as typed.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Stay on the form' }).click();
    expect(new URL(page.url()).pathname).toBe('/user-center/edit');
    expect(await email.inputValue()).toBe('not-an-email');
    await context.close();
  });

  it('shows refused fields that axe-core accepts in both themes (AA error text)', async () => {
    for (const theme of ['theme-light', 'theme-dark'] as const) {
      const { context, page } = await signedInAs(browser, 'buyer', { theme, language: 'en-US' });
      await page.goto('/user-center/modify');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('[data-field="mobile"]').getByRole('alert').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('colours the strength bar and shows a wrong old password without losing the fields', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'buyer');
    await page.waitForURL('**/home');
    await page.goto('/user-center/change-ps');
    const bar = page.getByRole('progressbar', { name: 'Password strength' });
    await page.getByLabel('New password').fill('abc');
    expect(await bar.getAttribute('data-strength-colour')).toBe('red');
    await page.getByLabel('New password').fill('Str0ng#Passw0rd!');
    expect(await bar.getAttribute('data-strength-colour')).toBe('green');
    await page.getByLabel('Old password').fill('wrong-old-password');
    await page.getByLabel('Confirm password').fill('Str0ng#Passw0rd!');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The server's refusal lands on the field it is about.
    await page
      .locator('[data-field="oldPassword"]')
      .getByRole('alert')
      .filter({ hasText: /old password/i })
      .waitFor();
    expect(await page.getByLabel('Old password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Old password').inputValue()).toBe('wrong-old-password');
    expect(await page.getByLabel('New password').inputValue()).toBe('Str0ng#Passw0rd!');
    await context.close();
  });

  it('changes the password for real, and the new one signs in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier-pool');
    await page.waitForURL('**/home');
    const change = async (from: string, to: string) => {
      await page.goto('/user-center/change-ps');
      await page.getByLabel('Old password').fill(from);
      await page.getByLabel('New password').fill(to);
      await page.getByLabel('Confirm password').fill(to);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.locator('.p-toast-message-success').first().waitFor();
      await page.waitForURL('**/user-center');
    };
    await change(DEMO_PASSWORD, 'Another#2027x');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await signIn(page, 'supplier-pool', 'Another#2027x');
    await page.waitForURL('**/home');
    // Put the demo password back for the other tests and for people trying the portal.
    await change('Another#2027x', DEMO_PASSWORD);
    await context.close();
  });
});
