import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { menuPaths, openInApp } from './support/menu-pages';
import { englishOnPage } from './support/english-words';
import { signedInAs, type PortalLanguage } from './support/portal-session';

/**
 * Every menu page at the two common laptop sizes, in both languages: the page never scrolls
 * sideways as a whole (wide tables scroll inside themselves), no button or label is cut off, and
 * zh-CN shows no English (docs/accessibility.md).
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const LANGUAGES: PortalLanguage[] = ['en-US', 'zh-CN'];
const USERS = ['supplier', 'buyer'];

/** What does not fit on the page as it is now. */
function layoutProblems(page: Page): Promise<string[]> {
  // Plain JavaScript: a bundler's helpers (esbuild's `__name`) do not exist in the page.
  return page.evaluate(`(() => {
    const problems = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push('the page scrolls sideways: ' + root.scrollWidth + ' px wide in ' + root.clientWidth);
    }
    const controls = document.querySelectorAll(
      'button, .p-button, [role="button"], [role="tab"], label, .p-tag, .p-menuitem-link'
    );
    for (const element of controls) {
      if (element.closest('.p-hidden-accessible, .p-sr-only') || !element.checkVisibility()) continue;
      if (element.clientWidth === 0) continue;
      // One pixel of rounding is not a cut-off text.
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = (element.getAttribute('aria-label') || element.textContent || '').trim();
        problems.push('clipped ' + element.tagName.toLowerCase() + ' "' + name.slice(0, 40) + '": ' +
          element.scrollWidth + ' px of content in ' + element.clientWidth);
      }
    }
    return problems;
  })()`);
}

describe.each(USERS)('the layout of every menu page of %s', (user) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of SIZES) {
    it.each(LANGUAGES)(
      `fits ${viewport.width}×${viewport.height} in %s`,
      async (language) => {
        const { context, page } = await signedInAs(browser, user, {
          language,
          theme: 'theme-light',
          viewport,
        });
        const found: string[] = [];
        for (const path of await menuPaths(page)) {
          await openInApp(page, path);
          for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
          if (language === 'zh-CN') {
            for (const problem of await englishOnPage(page))
              found.push(`${path}: English ${problem}`);
          }
        }
        await context.close();
        expect(found, found.join('\n')).toEqual([]);
      },
      300_000,
    );
  }
});
