import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, signIn } from './browser';
import { settle } from './menu-pages';

export type PortalTheme = 'theme-dark' | 'theme-light';
export type PortalLanguage = 'en-US' | 'zh-CN';

export interface PortalView {
  language: PortalLanguage;
  theme: PortalTheme;
  viewport?: { width: number; height: number };
}

/**
 * A fresh profile signed in as `user`, showing the portal in `view`'s language and theme (the
 * choices a user makes in the header, stored on the device) and settled on the landing page.
 */
export async function signedInAs(
  browser: Browser,
  user: string,
  view: PortalView,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: view.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  await signIn(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.evaluate(({ language, theme }) => {
    localStorage.setItem('portalLanguage', language);
    localStorage.setItem('appThemeColor', theme);
  }, view);
  await page.reload();
  await page.waitForFunction(
    ({ language, theme }) =>
      document.documentElement.lang === language &&
      document.documentElement.classList.contains(theme),
    view,
  );
  await settle(page);
  return { context, page };
}
