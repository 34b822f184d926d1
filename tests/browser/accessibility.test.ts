import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { menuPaths, openInApp } from './support/menu-pages';
import { seriousViolations } from './support/axe';
import { signedInAs, type PortalLanguage, type PortalTheme } from './support/portal-session';

/**
 * axe-core on every page of each role's menu, in both themes and both languages: no serious or
 * critical violation (docs/accessibility.md). No rule is switched off.
 */
const USERS = ['supplier', 'buyer', 'funder', 'director'];
const VIEWS: [PortalTheme, PortalLanguage][] = [
  ['theme-light', 'en-US'],
  ['theme-light', 'zh-CN'],
  ['theme-dark', 'en-US'],
  ['theme-dark', 'zh-CN'],
];

describe.each(USERS)('axe-core on every menu page of %s', (user) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWS)(
    'finds no serious or critical violation in %s, %s',
    async (theme, language) => {
      const { context, page } = await signedInAs(browser, user, { theme, language });
      const found: string[] = [];
      for (const path of await menuPaths(page)) {
        await openInApp(page, path);
        for (const v of await seriousViolations(page)) {
          found.push(`${path} ${v.rule} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
        }
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    },
    300_000,
  );
});
