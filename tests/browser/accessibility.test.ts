import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { menuPaths, openInApp } from './support/menu-pages';
import { seriousViolations } from './support/axe';
import { signedInAs, type PortalLanguage, type PortalTheme } from './support/portal-session';

/**
 * axe-core on every page of each role's menu, in both themes and both languages: no serious or
 * critical violation (docs/accessibility.md). No rule is switched off. The supplier, whose menu
 * holds every page the others see, is checked in all four combinations; the other roles in two
 * that still cover both themes and both languages, which keeps the suite's time in bounds.
 */
const ALL_VIEWS: [PortalTheme, PortalLanguage][] = [
  ['theme-light', 'en-US'],
  ['theme-light', 'zh-CN'],
  ['theme-dark', 'en-US'],
  ['theme-dark', 'zh-CN'],
];
const CROSS_VIEWS: [PortalTheme, PortalLanguage][] = [
  ['theme-light', 'zh-CN'],
  ['theme-dark', 'en-US'],
];
const USERS: [string, [PortalTheme, PortalLanguage][]][] = [
  ['supplier', ALL_VIEWS],
  ['buyer', CROSS_VIEWS],
  ['funder', CROSS_VIEWS],
  ['director', CROSS_VIEWS],
];

describe.each(USERS)('axe-core on every menu page of %s', (user, views) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(views)(
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

/** Where the keyboard focus is, and whether a ring of at least 2 px is drawn for it. */
const FOCUS_STATE = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const ringOf = (e) => {
    const style = getComputedStyle(e);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  };
  // Inputs PrimeReact hides visually draw the ring on their visible box.
  const box = element.closest('.p-hidden-accessible')
    ? element.closest('.p-dropdown, .p-multiselect')
    : element.matches('.p-checkbox-input, .p-radiobutton-input')
      ? element.parentElement?.querySelector('.p-checkbox-box, .p-radiobutton-box')
      : element;
  const name = (element.getAttribute('aria-label') || element.textContent || element.tagName).trim();
  return { name: name.slice(0, 40), ring: !!box && ringOf(box), inMain: !!element.closest('main') };
})()`;

/** The actions of the page's main area a keyboard user must reach. */
const MAIN_ACTIONS = `(() => [...document.querySelectorAll('main button:not([disabled]), main a[href]')]
  .filter((e) => e.checkVisibility() && !e.closest('.p-hidden-accessible') && e.tabIndex >= 0)
  .map((e) => (e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40)))()`;

describe.each(['theme-light', 'theme-dark'] as const)('the keyboard in %s', (theme) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reaches every action of the purchase-order list with Tab, each with a visible ring', async () => {
    const { context, page } = await signedInAs(browser, 'supplier', { theme, language: 'en-US' });
    await openInApp(page, '/trading/purchase');
    const actions = (await page.evaluate(MAIN_ACTIONS)) as string[];
    const reached = new Set<string>();
    const ringless: string[] = [];
    for (let press = 0; press < 300; press += 1) {
      await page.keyboard.press('Tab');
      const state = (await page.evaluate(FOCUS_STATE)) as {
        name: string;
        ring: boolean;
        inMain: boolean;
      } | null;
      if (!state) continue;
      if (!state.ring) ringless.push(state.name);
      if (state.inMain) reached.add(state.name);
      if (actions.every((action) => reached.has(action))) break;
    }
    await context.close();
    expect(ringless, 'focused without a visible ring').toEqual([]);
    expect(actions.filter((action) => !reached.has(action))).toEqual([]);
  }, 120_000);
});
