import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';

/**
 * A browser with one page signed in as `user` for the enclosing `describe`: launched and signed
 * in before its tests, closed after them. Read `.page` and `.context` inside a test or hook (they
 * are set by then).
 */
export function signedInPage(user: string): {
  readonly page: Page;
  readonly context: BrowserContext;
} {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signIn(page, user);
    await page.waitForURL('**/home');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get page(): Page {
      if (!page) throw new Error('signedInPage: read .page inside a test');
      return page;
    },
    get context(): BrowserContext {
      if (!context) throw new Error('signedInPage: read .context inside a test');
      return context;
    },
  };
}
