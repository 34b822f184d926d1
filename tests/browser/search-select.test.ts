import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';

/**
 * The buyer search select in real Chromium, hosted by the configuration-driven add-account form:
 * the test adds a `select-buyer` field to the form configuration the server answers (no page
 * uses the select yet). Typing sends one simpleSearch with role BUYER for the last text only,
 * after the pause; choosing an option shows its name.
 */
describe('the buyer search select', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const searches: Request[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await context.route('**/clientend/account/formConfig?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: unknown[] };
      body.data.push({ type: 'select-buyer', name: 'buyerCode', label: 'Buyer', orderBy: 99 });
      await route.fulfill({ response, json: body });
    });
    context.on('request', (r) => {
      if (r.url().includes('/backend/company/simpleSearch')) searches.push(r);
    });
    await signIn(page, 'funder');
    await page.waitForURL('**/home');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('searches buyers once, for the last text after the pause, and shows the chosen buyer', async () => {
    await page.goto('/org/account/add');
    const input = page.getByRole('combobox', { name: 'Buyer' });
    await input.waitFor();
    await input.pressSequentially('kowl', { delay: 40 });
    const option = page.getByRole('option', { name: /Kowloon Precision Parts/ });
    await option.waitFor();
    expect(searches.map((r) => r.postDataJSON() as unknown)).toEqual([
      { role: 'BUYER', codeOrName: 'kowl' },
    ]);
    await option.click();
    await expect.poll(() => input.inputValue()).toBe('Kowloon Precision Parts');
  });
});
