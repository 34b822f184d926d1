import type { Page } from 'playwright-core';

/** Signs in through the login page as a demo user and waits for the home page. */
export async function signIn(
  page: Page,
  { origin = '', user = 'supplier', password = 'Demo#2026' } = {},
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('#login-username').fill(user);
  await page.locator('#login-password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/home');
}
