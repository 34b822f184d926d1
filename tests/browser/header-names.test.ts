import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signedInAs } from './support/portal-session';

/**
 * Names in the header and on the landing page (issue 17, docs/accessibility.md): the company's
 * name follows the portal language rather than the language of the sign-in, names are data
 * (translate="no"), the user menu's accessible name starts with the name it shows, and the
 * company role is a label, not a code.
 */
describe('names in the header and on the landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the company in Chinese after an English sign-in switched to zh-CN, names marked translate="no"', async () => {
    // Signed in in English, then the stored language is zh-CN and the page reloaded.
    const { context, page } = await signedInAs(browser, 'supplier', {
      language: 'zh-CN',
      theme: 'theme-light',
    });
    const company = page.getByTestId('company-name');
    expect(await company.textContent()).toBe('常青元器件（深圳）有限公司');
    expect(await company.getAttribute('translate')).toBe('no');

    const userButton = page.locator('header').getByRole('button', { name: 'Chen Li 用户菜单' });
    await userButton.waitFor();
    expect(await userButton.locator('[translate="no"]').textContent()).toBe('Chen Li');
    // No aria-label copy of the name outside the translate="no" span (PrimeReact's `label` made one).
    expect(await userButton.getAttribute('aria-label')).toBeNull();

    const home = page.locator('main');
    await home.getByRole('heading', { name: '首页' }).waitFor();
    expect(await home.getByText('欢迎，Chen Li').count()).toBe(1);
    // The welcome lines; the figures below are data of their own, marked the same way.
    expect(
      await home.getByTestId('home-welcome').locator('[translate="no"]').allTextContents(),
    ).toEqual(['Chen Li', '常青元器件（深圳）有限公司']);
    expect(await home.getByText('公司角色：供应商').count()).toBe(1);
    await context.close();
  });

  it('shows the English name in en-US', async () => {
    const { context, page } = await signedInAs(browser, 'supplier', {
      language: 'en-US',
      theme: 'theme-dark',
    });
    expect(await page.getByTestId('company-name').textContent()).toBe(
      'Evergreen Components (Shenzhen) Co., Ltd.',
    );
    await page.locator('header').getByRole('button', { name: 'Chen Li User menu' }).waitFor();
    expect(await page.locator('main').getByText('Company role: Supplier').count()).toBe(1);
    await context.close();
  });
});
