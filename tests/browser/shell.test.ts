import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

/**
 * The portal's shell in real Chromium (issue 17, docs/navigation-and-layout.md): the side menu's
 * folding groups and collapsed tooltips, scrolling, the error pages in the frame, landing without
 * /home, the first visit's colour scheme and the sign-in page.
 */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('the portal shell in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('folds a menu group and keeps it folded over a reload; the page shown opens its group', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    const trading = menu(page).getByRole('button', { name: 'Trading' });
    expect(await trading.getAttribute('aria-expanded')).toBe('true');
    await menu(page).getByRole('link', { name: 'Purchase orders' }).waitFor();

    await trading.click();
    await expect.poll(() => trading.getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).getByRole('link', { name: 'Purchase orders' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await trading.getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).getByRole('link', { name: 'Purchase orders' }).count()).toBe(0);

    // Opening a page of a folded group unfolds it, so its highlighted item is in sight.
    await page.goto('/trading/purchase');
    const active = menu(page).getByRole('link', { name: 'Purchase orders' });
    await active.waitFor();
    expect(await trading.getAttribute('aria-expanded')).toBe('true');
    expect(await active.getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('collapses to icons whose labels show as tooltips on hover and on keyboard focus', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await menu(page).getByRole('button', { name: 'Collapse menu' }).click();
    await menu(page).getByRole('button', { name: 'Expand menu' }).waitFor();

    const contracts = menu(page).getByRole('link', { name: 'Contracts' });
    // Icons only: no letter of the label shows beside them (it stays for screen readers).
    const label = await contracts.locator('span').evaluate((el) => el.getBoundingClientRect());
    expect(label.width).toBeLessThanOrEqual(1);
    await contracts.hover();
    // PrimeReact hides its tooltip from assistive technology (the link's own name says the same).
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('Contracts');

    await page.mouse.move(900, 500);
    await tooltip.waitFor({ state: 'detached' });
    await menu(page).getByRole('link', { name: 'Account overview' }).focus();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('Account overview');
    await context.close();
  });

  it('scrolls the side menu on its own and starts every navigation at the top of the page', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 520 });
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/trading/purchase');
    await page.getByRole('heading', { name: 'Purchase orders' }).waitFor();
    await page.getByRole('table').first().waitFor();

    const aside = page.locator('aside');
    const menuBox = await aside.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
    }));
    expect(menuBox.scroll).toBeGreaterThan(menuBox.client);

    // Scrolled again on every poll: rows still arriving make the page taller after a first try
    // (CI once scrolled a page that had only its table's head).
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY > 100;
    });
    // The menu stays where it was while the page scrolls under the header.
    expect(await aside.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(92);

    await menu(page).getByRole('link', { name: 'Invoices' }).click();
    await page.waitForURL('**/trading/invoice');
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it.each(['/error/404', '/no/such/page'])(
    'shows %s inside the layout when signed in, with a way home and a sign-out',
    async (address) => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'supplier');
      await page.waitForURL('**/home');
      await page.goto(address);
      await page.waitForURL('**/error/404');
      await page.getByRole('heading', { name: '404' }).waitFor();
      await menu(page).getByRole('link', { name: 'Purchase orders' }).waitFor();
      await page.getByRole('button', { name: 'User menu' }).waitFor();

      await page.getByRole('button', { name: 'Back to home' }).click();
      await page.waitForURL('**/home');
      await page.goto('/error/403');
      await page.getByRole('heading', { name: '403' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
      await context.close();
    },
  );

  it('shows the error page alone when signed out, with the way to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/error/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(await menu(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it.each([
    ['limited', '/org/company/detail', 'Company profile'],
    ['noaccess', '/contract/info', 'Contracts'],
  ])(
    'lands %s, who has no /home, on a working page of their menu (%s)',
    async (user, path, title) => {
      const { context, page } = await newPage(browser);
      await signIn(page, user);
      await page.waitForURL(new URL(path, baseUrl()).toString());
      await page.getByText(title, { exact: true }).first().waitFor();
      expect(await page.getByRole('note').count()).toBe(0);
      await context.close();
    },
  );

  it('follows the system colour scheme on a first visit; a stored choice wins afterwards', async () => {
    for (const [scheme, expected] of [
      ['light', 'theme-light'],
      ['dark', 'theme-dark'],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.className)).toBe(expected);
      // Following the system is not a choice: nothing is stored until the user picks one.
      expect(await page.evaluate(() => localStorage.getItem('appThemeColor'))).toBeNull();
      await context.close();
    }

    const context = await browser.newContext({ baseURL: baseUrl(), colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('appThemeColor', 'theme-dark'));
    // With the page's scripts refused, the class still comes from index.html's inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-dark');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-dark');
    await context.close();
  });

  it('offers a language switch and a forgot-password link on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    expect(await forgot.getAttribute('href')).toBe('/reset-pwd');

    // Fields of one width: the password's box is the user name's.
    const widths = await page.evaluate(() =>
      ['#login-username', '#login-password'].map(
        (id) => document.querySelector(id)?.getBoundingClientRect().width,
      ),
    );
    expect(widths[0]).toBeGreaterThan(200);
    expect(widths[1]).toBe(widths[0]);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await page.getByRole('link', { name: '忘记密码？' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });
});
