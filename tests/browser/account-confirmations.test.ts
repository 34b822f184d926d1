import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * The account actions of /org/account ask first, naming the account, then toast and refresh
 * (docs/user-center.md#accounts). supplier-pool's colleagues C006-A004 (dev.lim3, Dev Lim),
 * C006-A005 (elena.wu4) and C006-A007 (gita.park6, disabled) are no other test's.
 */

const COMMANDS = /\/clientend\/account\/(disable|activate|resetPassword)$/;
const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const confirmation = (page: Page) => page.locator('.p-confirm-dialog');
const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message').filter({ hasText: text });
const status = (page: Page) => rows(page).first().locator('[data-field="status"]');

async function selectOnly(page: Page, id: string): Promise<void> {
  await page.goto(`/org/account?id=${id}`);
  await rows(page).first().locator('[data-field="userName"]').waitFor();
  await expect(rows(page).count()).resolves.toBe(1);
  await rows(page).first().locator('.p-selection-column .p-checkbox').click();
}

describe('account actions ask before they act', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  const sent: Request[] = [];
  beforeAll(() => {
    page = session.page;
    page.on('request', (r) => {
      if (COMMANDS.test(new URL(r.url()).pathname)) sent.push(r);
    });
  });

  it('De-activate names the account; Cancel leaves it active, accepting de-activates it', async () => {
    await selectOnly(page, 'C006-A004');
    await status(page).filter({ hasText: 'Active' }).waitFor();

    await page.locator('[data-action="deactivate"]').click();
    await expect(confirmation(page).textContent()).resolves.toContain(
      'De-activate account dev.lim3 (Dev Lim)? They will no longer be able to sign in.',
    );
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).waitFor({ state: 'detached' });
    await expect(page.locator('[data-action="deactivate"]').isEnabled()).resolves.toBe(true);
    expect(sent).toHaveLength(0);
    await page.reload();
    await status(page).filter({ hasText: 'Active' }).waitFor();

    await rows(page).first().locator('.p-selection-column .p-checkbox').click();
    await page.locator('[data-action="deactivate"]').click();
    await confirmation(page).getByRole('button', { name: 'De-activate' }).click();
    await toast(page, 'Account dev.lim3 (Dev Lim) is de-activated.').waitFor();
    await status(page).filter({ hasText: 'Disabled' }).waitFor();
    expect(sent.map((r) => new URL(r.url()).pathname.split('/').pop())).toEqual(['disable']);
  });

  it('Re-activate brings a disabled account back after the question', async () => {
    sent.length = 0;
    await selectOnly(page, 'C006-A007');
    await status(page).filter({ hasText: 'Disabled' }).waitFor();
    await page.locator('[data-action="reactivate"]').click();
    await expect(confirmation(page).textContent()).resolves.toContain(
      'Re-activate account gita.park6 (Gita Park)?',
    );
    await confirmation(page).getByRole('button', { name: 'Re-activate' }).click();
    await toast(page, 'Account gita.park6 (Gita Park) is active again.').waitFor();
    await status(page).filter({ hasText: 'Active' }).waitFor();
    expect(sent).toHaveLength(1);
  });

  it('Reset password says where the link goes and sends one command only when accepted', async () => {
    sent.length = 0;
    await selectOnly(page, 'C006-A005');
    const email = await rows(page).first().locator('[data-field="email"]').textContent();
    await page.locator('[data-action="resetPassword"]').click();
    await expect(confirmation(page).textContent()).resolves.toContain(
      `A link to set a new password is e-mailed to ${email}.`,
    );
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).waitFor({ state: 'detached' });
    expect(sent).toHaveLength(0);

    await page.locator('[data-action="resetPassword"]').click();
    await confirmation(page).getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, `A link to set a new password was sent to ${email}.`).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({ id: 'C006-A005' });
  });
});
