import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

/**
 * Real-name verification as `unverified` (company C007, which no other browser test uses): the
 * header says "Not verified", bank account → deposit (its amount read from the development
 * mailbox, as a user would) → amount → success, resuming after reloads; then the ID document,
 * refused on its field when its check digit is wrong, accepted when right.
 */
async function depositAmount(): Promise<string> {
  const reply = await fetch(`${baseUrl()}/dev/mailbox.json?to=unverified`);
  const { messages } = (await reply.json()) as { messages: { subject: string; body: string }[] };
  const notice = messages.find((m) => m.subject.startsWith('Verification deposit'));
  const found = /: [A-Z]{3} (\d+(?:\.\d+)?) credited/.exec(notice?.body ?? '');
  if (!found?.[1]) throw new Error(`no deposit notice in the mailbox: ${JSON.stringify(messages)}`);
  return found[1];
}

const badge = (page: Page) => page.getByTestId('realname-badge');

describe('real-name verification in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks company verification by deposit, resuming after reloads, then the ID document', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'unverified');
    await page.waitForURL('**/home');
    await badge(page).filter({ hasText: 'Not verified' }).waitFor();

    await badge(page).click();
    await page.waitForURL('**/realname');
    await page.getByTestId('realname-next').filter({ hasText: 'small deposit' }).waitFor();
    await page.getByRole('button', { name: 'Verify company' }).click();
    await page.waitForURL('**/realname/verify-bank');

    // The sister company's account cannot be chosen.
    const sister = page.locator('[data-account="BA-C007-3"]');
    await sister.getByText('Account name differs from the registered name').waitFor();
    expect(await sister.locator('input[type="radio"]').isDisabled()).toBe(true);
    await page.locator('[data-account="BA-C007-1"] label').click();
    expect(await page.locator('[data-account="BA-C007-1"] input[type="radio"]').isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Send deposit' }).click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.getByText('Send a small verification deposit to account ****1234').waitFor();
    await dialog.getByRole('button', { name: 'Send deposit' }).click();
    await page.waitForURL('**/realname/verify-money');
    await page
      .getByTestId('realname-mailbox')
      .getByText('he.jun@dawnlight-precision.example')
      .waitFor();

    // A wrong amount is said on the field, with the attempts left; what was typed stays.
    const amount = page.getByLabel('Amount received');
    await amount.fill('1.00');
    await page.getByRole('button', { name: 'Confirm amount' }).click();
    await page
      .locator('[data-field="amount"] [role="alert"]', { hasText: '2 attempts left' })
      .waitFor();
    expect(await amount.inputValue()).toBe('1.00');

    // A reload resumes: the same deposit, its attempts counted on the server.
    await page.reload();
    await page.getByTestId('realname-attempts').filter({ hasText: '2' }).waitFor();
    // The bank step offers the waiting deposit instead of sending another.
    await page.goto('/realname/verify-bank');
    await page.getByTestId('realname-pending').getByText('****1234').waitFor();
    await page
      .getByTestId('realname-pending')
      .getByRole('button', { name: 'Enter the amount' })
      .click();
    await page.waitForURL('**/realname/verify-money');

    await page.getByLabel('Amount received').fill(await depositAmount());
    await page.getByRole('button', { name: 'Confirm amount' }).click();
    await page.waitForURL('**/realname/verify-success');
    await page.getByText('Your company has passed real-name verification.').waitFor();
    await page.reload();
    await page.getByText('Your company has passed real-name verification.').waitFor();
    // The operator is still to verify: the header still says so.
    await badge(page).filter({ hasText: 'Not verified' }).waitFor();

    await page.getByRole('button', { name: 'Verify yourself' }).click();
    await page.waitForURL('**/realname/verify-Personal');
    await page.getByLabel('Name as on the document').fill('何军');
    const idNo = page.getByLabel('Document number');
    await idNo.fill('110101199003074478');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page
      .locator('[data-field="idNo"] [role="alert"]', { hasText: 'The check digit does not match' })
      .waitFor();
    expect(await idNo.inputValue()).toBe('110101199003074478');
    expect(await page.getByLabel('Name as on the document').inputValue()).toBe('何军');

    await idNo.fill('11010119850615321X');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/realname/personal-success');
    await page.getByText('Your personal verification is complete.').waitFor();
    await badge(page).filter({ hasText: 'Verified' }).waitFor();
    expect(await badge(page).getAttribute('data-verified')).toBe('true');
    await page.goto('/realname');
    await page.getByTestId('realname-next').filter({ hasText: 'Nothing left to do' }).waitFor();
    await context.close();
  });

  it('shows a verified company as verified in the header', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await badge(page).waitFor();
    expect(await badge(page).getAttribute('data-verified')).toBe('true');
    await context.close();
  });

  it('shows no badge to a user who has nothing to verify (the platform reviewer)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer');
    await page.waitForURL('**/home');
    await page.getByText('Company change reviews').first().waitFor();
    // The badge's state is one worker call after sign-in: once the network is quiet it would
    // be drawn (the supplier's test above waits for it the same way).
    await page.waitForLoadState('networkidle');
    expect(await badge(page).count()).toBe(0);
    await context.close();
  });
});
