import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInOverHttp } from './support/api-login';
import { launchBrowser, newPage, signIn } from './support/browser';

describe('a throttled sign-in in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says how long to wait and keeps what the user typed', async () => {
    // A made-up name, so that no other test's user is locked: five failures lock it.
    const name = `probe-${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) {
      expect((await signInOverHttp(name, 'Wrong#2026')).code).toBe(1003);
    }
    const { context, page } = await newPage(browser);
    await signIn(page, name, 'Typed#2026');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    // The wait counts down from 30 s while the page loads.
    expect(await alert.textContent()).toMatch(
      /^Too many failed sign-ins\. Please try again in ([1-9]|[12]\d|30) s\.$/,
    );
    expect(await page.getByLabel('User name').inputValue()).toBe(name);
    expect(await page.locator('#login-password').inputValue()).toBe('Typed#2026');
    expect(page.url()).toContain('/login');
    await context.close();
  });
});
