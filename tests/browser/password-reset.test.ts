import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptForLogin, importLoginPublicKey } from '../../src/api/crypto/rsa-oaep';
import { signInOverHttp } from './support/api-login';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser';

/**
 * Password reset in real Chromium (issue 20, docs/password-reset.md), signed out from the login
 * page's link, the code read from the development mailbox at /dev/mailbox. `translator` is the
 * user here; the shared server's other tests sign in with Demo#2026, so afterAll sets it back
 * through the same reset (by e-mail, so the name's cooldown does not apply).
 */
const USER = 'translator';
const EMAIL = 'lin.yue@scf-portal.example';
const NEW_PASSWORD = 'Translate#2027';

interface Mail {
  id: string;
  body: string;
}

async function mailIds(to: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return new Set(messages.map((m) => m.id));
}

const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Reads the newest code of `to` from the mailbox page, reloading until a new message is there. */
async function codeFromMailboxPage(page: Page, to: string, count: number): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mails = page.getByTestId('dev-mail');
  await expect
    .poll(async () => {
      if ((await mails.count()) > count) return true;
      await page.reload();
      return false;
    })
    .toBe(true);
  return codeIn(await mails.first().locator('.body').innerText());
}

/** Sets the user's password back to Demo#2026 over HTTP, as the page would. */
async function resetBackOverHttp(): Promise<void> {
  const config = (await (await fetch(`${baseUrl()}/portal-config.json`)).json()) as {
    loginPublicKey: string;
    productCode: string;
    appId: string;
  };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api/${config.productCode}-auth-center/passwordReset/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', appId: config.appId },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number }>);
  const before = await mailIds(EMAIL);
  const asked = await post('requestCode', { account: EMAIL });
  if (asked.code !== 200) throw new Error(`requestCode: ${JSON.stringify(asked)}`);
  // A hook cannot use expect.poll: the mail is read in a loop of its own, bounded.
  let code = '';
  for (let round = 0; round < 400 && code === ''; round += 1) {
    const response = await fetch(`${baseUrl()}/dev/mailbox.json?to=${EMAIL}`);
    const { messages } = (await response.json()) as { messages: Mail[] };
    code = codeIn(messages.find((m) => !before.has(m.id))?.body ?? '');
    if (code === '') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (code === '') throw new Error(`no reset code arrived for ${EMAIL}`);
  const key = await importLoginPublicKey(config.loginPublicKey);
  const newPassword = await encryptForLogin(key, DEMO_PASSWORD);
  const done = await post('resetPassword', { account: EMAIL, code, newPassword });
  if (done.code !== 200) throw new Error(`resetPassword: ${JSON.stringify(done)}`);
  const back = await signInOverHttp(USER, DEMO_PASSWORD);
  if (back.code !== 200) throw new Error(`${USER} cannot sign in with ${DEMO_PASSWORD} again`);
}

describe('password reset in real Chromium', () => {
  let browser: Browser;
  let changed = false;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (changed) await resetBackOverHttp();
    await browser?.close();
  });

  it('walks the reset signed out from the login link, reading the code from /dev/mailbox, then signs in', async () => {
    const { context, page } = await newPage(browser);
    const seen = (await mailIds(USER)).size;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset-pwd');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();

    // An empty account is refused on its field before anything is sent.
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('[data-field="account"] [role="alert"]').waitFor();
    await page.getByLabel('User name or e-mail address').fill(USER);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('reset-code-form').waitFor();
    expect(await page.getByTestId('reset-account').innerText()).toBe(USER);
    // "Send again" waits for the cooldown.
    const resend = page.getByRole('button', { name: /Send again in \d+ s/ });
    expect(await resend.isDisabled()).toBe(true);

    const mailbox = await context.newPage();
    const code = await codeFromMailboxPage(mailbox, USER, seen);
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code: the message on the code field, both passwords kept as typed.
    const wrong = code === '000000' ? '000001' : '000000';
    await page.locator('#reset-code').fill(wrong);
    await page.locator('#reset-new-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm-password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    const codeError = page.locator('[data-field="code"] [role="alert"]');
    await codeError.waitFor();
    expect(await codeError.innerText()).toBe(
      'The code is wrong or no longer valid. Check the code in the e-mail, or ask for a new one.',
    );
    expect(await page.locator('#reset-code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#reset-new-password').inputValue()).toBe(NEW_PASSWORD);
    expect(await page.locator('#reset-confirm-password').inputValue()).toBe(NEW_PASSWORD);
    expect(await page.locator('#reset-code').inputValue()).toBe(wrong);

    // The right code, pasted as the e-mail might group it: only its digits are kept.
    await page.locator('#reset-code').fill('');
    await page.locator('#reset-code').focus();
    await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await page.locator('#reset-code').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    changed = true;
    await page.getByTestId('reset-done').waitFor();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();

    await page.getByTestId('reset-sign-in').click();
    await page.waitForURL('**/login');
    expect((await signInOverHttp(USER, DEMO_PASSWORD)).code).toBe(1003);
    await signIn(page, USER, NEW_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await context.close();
  });

  it('opens for a signed-in user too, in the bare layout', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/reset-pwd');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-pwd');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await context.close();
  });
});
