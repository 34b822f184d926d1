import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { tokenFor } from './support/api-login';
import { companyApi } from './company-edit-helpers';

/**
 * The company detail shows what the company edit keeps (docs/company.md): the buyer's (C002)
 * e-mail as a mailto link, its website as an external link, its industry in the user's language,
 * its main bank by name and its payment term. Set over HTTP before (other than the seeded values),
 * put back after.
 */

let browser: Browser;
let restore: (() => Promise<void>) | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await tokenFor('buyer');
  const form = (await companyApi('/clientend/company/editForm', token, null)).data as {
    values: Record<string, unknown>;
  };
  const { licenceNo: _licence, mainProducts: _products, ...values } = form.values;
  const saved = await companyApi('/clientend/company/editBuyer', token, {
    ...values,
    email: 'treasury@northwind-retail.example',
    website: 'https://northwind-retail.example/about',
    industry: 'TRANSPORT_LOGISTICS',
    industryOther: '',
    mainBankSwift: 'HSBCCNSH',
    paymentTermDays: 75,
  });
  expect(saved.code, String(saved.message)).toBe(200);
  restore = async () => {
    await companyApi('/clientend/company/editBuyer', await tokenFor('buyer'), values);
  };
});

afterAll(async () => {
  await browser?.close();
  // Signing in over HTTP ends the buyer's browser session: only after the pages closed.
  await restore?.();
});

describe('the company detail after an edit', () => {
  it('shows the contact and business fields, with safe links, in both languages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'buyer');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/org/company/detail');
    const base = page.getByTestId('company-base');
    const value = (key: string) => base.locator(`[data-field="${key}"]`);

    const mail = value('email').getByRole('link');
    await mail.waitFor();
    expect(await mail.getAttribute('href')).toBe('mailto:treasury@northwind-retail.example');
    const site = value('website').getByRole('link');
    expect(await site.getAttribute('href')).toBe('https://northwind-retail.example/about');
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await value('industry').textContent()).toBe('Transport and logistics');
    expect(await value('mainBank').textContent()).toContain('HSBC');
    expect(await value('realname').getByText('Verified').count()).toBe(1);
    expect(
      await page.getByTestId('role-buyer').locator('[data-field="paymentTermDays"]').textContent(),
    ).toBe('75');

    await page.evaluate(() => localStorage.setItem('portalLanguage', 'zh-CN'));
    await page.reload();
    await value('industry').getByText('交通运输和物流').waitFor();
    await context.close();
  });
});
