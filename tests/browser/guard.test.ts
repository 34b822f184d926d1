import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { tokenFor } from './support/api-login';

/** The address the guard settles on: it must stay there, not just pass through. */
async function settle(page: Page, expected: string): Promise<void> {
  const target = new URL(expected, baseUrl()).toString();
  await page.waitForURL(target, { timeout: 15_000 });
  await page.waitForTimeout(300);
  expect(page.url()).toBe(target);
}

async function signedInPage(browser: Browser, user: string | null) {
  const { context, page } = await newPage(browser);
  if (user) {
    await signIn(page, user);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  return { context, page };
}

/** Sign-in, address → expected address: every guard rule of spec 000 section 6. */
const cases: [user: string | null, address: string, expected: string][] = [
  [null, '/home', '/login?backUrl=%2Fhome'],
  [null, '/trading/invoice?page=2', '/login?backUrl=%2Ftrading%2Finvoice%3Fpage%3D2'],
  [null, '/', '/login'],
  [null, '/error/403', '/error/403'],
  [null, '/no/such/page', '/error/404'],
  [null, '/dashboard/ar?notice=preview', '/dashboard/ar?notice=preview'],
  [null, '/notice/news?notice=preview', '/notice/news?notice=preview'],
  ['supplier', '/', '/home'],
  ['supplier', '/no/such/page', '/error/404'],
  ['supplier', '/org/company', '/org/company/detail'],
  ['supplier', '/realname', '/realname'],
  ['supplier', '/finance/finance-order', '/finance/finance-order'],
  ['supplier', '/finance/dbsFinance', '/home'],
  ['supplier', '/finance/interest', '/home'],
  ['supplier-dbs', '/finance/finance-order', '/home'],
  ['supplier-dbs', '/finance/poolFactoring', '/home'],
  ['supplier-dbs', '/finance/dbsFinance', '/finance/dbsFinance'],
  ['supplier-dbs', '/payment/management', '/payment/management'],
  ['supplier-pool', '/payment/management', '/home'],
  ['supplier-pool', '/repayment/details', '/home'],
  ['supplier-pool', '/finance/poolFactoring', '/finance/poolFactoring'],
  ['supplier-pool', '/finance/interest', '/finance/interest'],
  // No /home: landing takes the company profile (spec 000 §6), now a page of its own.
  ['limited', '/', '/org/company/detail'],
  ['limited', '/home', '/org/company/detail'],
  ['noaccess', '/', '/contract/info'],
  ['noaccess', '/contract/info', '/contract/info'],
  ['buyer', '/finance/finance-order', '/home'],
];

describe('the route guard in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(cases)('%s at %s lands on %s', async (user, address, expected) => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto(address);
    await settle(page, expected);
    await context.close();
  });

  it('keeps an exhibition token only on the preview pages and sends a visitor elsewhere to /login', async () => {
    const { exhibition } = inject('previewTokens');
    const { context, page } = await signedInPage(browser, null);
    await page.goto(`/buyer-outlook-exhibition?exhibitionToken=${exhibition}`);
    await settle(page, '/buyer-outlook-exhibition');
    expect(await page.evaluate(() => localStorage.getItem('exhibitionToken'))).toBe(exhibition);
    await page.goto('/dashboard/ar');
    await settle(page, '/dashboard/ar');
    await page.goto('/home');
    await settle(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('exhibitionToken'))).toBeNull();
    await context.close();
  });

  it('clears an invalid exhibition token and sends the visitor to /login', async () => {
    const { context, page } = await signedInPage(browser, null);
    await page.goto('/buyer-outlook-exhibition?exhibitionToken=not-a-real-token');
    // docs/guard.md rule 5: without a valid token the preview page asks for a sign-in like any other.
    await settle(page, '/login?backUrl=%2Fbuyer-outlook-exhibition');
    expect(await page.evaluate(() => localStorage.getItem('exhibitionToken'))).toBeNull();
    await context.close();
  });

  it('signs in with a guidance token and takes it out of the address', async () => {
    const token = await tokenFor('buyer');
    const { context, page } = await signedInPage(browser, null);
    await page.goto(`/home?guidance=${token}`);
    await settle(page, '/home');
    await page.getByText('Company role: buyer').waitFor();
    await context.close();
  });

  it('switches a COMPANY user to SUPPLIER for news and guidance links, before the access check', async () => {
    const token = await tokenFor('company');
    const { context, page } = await signedInPage(browser, null);
    await page.goto(`/home?news=1&guidance=${token}`);
    await settle(page, '/home?news=1');
    await page.getByText('Company role: supplier').waitFor();
    await context.close();
  });

  it('switches role for a __role parameter and reloads without it', async () => {
    const { context, page } = await signedInPage(browser, 'supplier');
    await page.goto('/home?__role=buyer');
    await settle(page, '/home');
    await page.getByText('Company role: buyer').waitFor();
    await context.close();
  });

  it('goes to /login without backUrl on logout, and with backUrl when the session is lost', async () => {
    const { context, page } = await signedInPage(browser, 'supplier');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await settle(page, '/login');

    // The header asks for the role choices once signed in; let that finish before the token goes.
    const choices = page.waitForResponse('**/login/all');
    await signIn(page, 'funder');
    await page.waitForURL('**/home');
    await choices;
    // The funder's home asks for its figures too; a call still in flight when the token goes
    // would end the session before the language switch this test means to end it with.
    await page.getByTestId('home-funder').waitFor();
    const token = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('scf-portal');
          open.onsuccess = () => {
            const get = open.result.transaction('session').objectStore('session').get('current');
            get.onsuccess = () => resolve((get.result as { token: string }).token);
          };
        }),
    );
    // The server forgets the token (as after an expiry); the next call the page makes ends the
    // session — here, fetching the server's texts for another language.
    await fetch(`${baseUrl()}/api/scf-auth-center/login/logout`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, appId: 'scf-portal' }),
    });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await settle(page, '/login?backUrl=%2Fhome');
    await context.close();
  });

  it('blocks a tab whose user was replaced by a sign-in in another tab', async () => {
    const { context, page } = await signedInPage(browser, 'supplier');
    const other = await context.newPage();
    await signIn(other, 'buyer');
    await other.waitForURL('**/home');
    await page.getByText('signed in as a different user in another tab').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Under load the dialog may still be animating in; click once it has settled.
    await dialog.getByRole('button', { name: 'OK' }).click({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    await context.close();
  });
});
