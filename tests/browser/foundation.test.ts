import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';

/** Reads the login record the worker wrote, from the page's side of the same origin. */
function readLoginRecord(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('scf-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('session').objectStore('session').get('current');
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

describe('foundation in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in as supplier: the worker boots, IndexedDB holds the login record, home renders', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(page.workers().length).toBe(1);
    const record = (await readLoginRecord(page)) as { userName: string; token: string };
    expect(record.userName).toBe('supplier');
    expect(record.token).toMatch(/^[0-9a-f]{64}$/);
    await context.close();
  });

  it('keeps the user name and shows the error after a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong user name or password');
    expect(await page.getByLabel('User name').inputValue()).toBe('supplier');
    expect(page.url()).toContain('/login');
    await context.close();
  });

  it('stays signed in over a reload, from the record in IndexedDB', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'buyer');
    await page.waitForURL('**/home');
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await page.textContent('main')).toContain('Company role: Buyer');
    await context.close();
  });

  it('sends a signed-out visitor to /login with a backUrl', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    await page.waitForURL('**/login?backUrl=%2Fhome');
    await context.close();
  });

  it('shows a clear page instead of a blank screen when the worker cannot start', async () => {
    const { context, page } = await newPage(browser);
    // A security policy that forbids workers is one real way a worker fails to start.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        `<head><meta http-equiv="Content-Security-Policy" content="worker-src 'none'">`,
      );
      return route.fulfill({ response, body: html });
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'The portal could not start' }).waitFor();
    await context.close();
  });

  it('works online only with a banner when IndexedDB is missing in the worker', async () => {
    const { context, page } = await newPage(browser);
    // Some private modes have no IndexedDB at all; take it away from the core worker's scope.
    await page.route('**/assets/core-worker-*.js', async (route) => {
      const response = await route.fetch();
      const body = `Object.defineProperty(self, 'indexedDB', { value: undefined });\n${await response.text()}`;
      return route.fulfill({ response, body });
    });
    await page.goto('/login');
    await page.getByTestId('storage-banner').waitFor();
    expect(await page.getByTestId('storage-banner').textContent()).toContain('online only');
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await context.close();
  });

  it('asks to reload when another tab upgrades the database', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    const other = await context.newPage();
    await other.goto('/error/404');
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('scf-portal', 99_990);
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        }),
    );
    await page.getByText('Reload this tab to continue').waitFor();
    await context.close();
  });
});
