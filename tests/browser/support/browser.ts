import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../../scripts/launch-chromium';

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export const baseUrl = (): string => inject('portalUrl');

/**
 * A fresh profile (its own IndexedDB and localStorage) per context. The system's colour scheme is
 * dark (Playwright's default is light): a first visit follows it, and so gets the spec's default
 * theme; tests/browser/shell.test.ts checks the light scheme with contexts of its own.
 */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  return { context, page };
}

export const DEMO_PASSWORD = 'Demo#2026';

export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
