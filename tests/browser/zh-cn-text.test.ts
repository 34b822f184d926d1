import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { menuPaths, openInApp, settle } from './support/menu-pages';
import { englishOnPage, englishWords } from './support/english-words';

/** The header's language switch, as a user changes it. */
async function switchTo(page: Page, name: 'English' | '简体中文'): Promise<void> {
  await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
  await page.getByRole('option', { name }).click();
  const lang = name === 'English' ? 'en-US' : 'zh-CN';
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await settle(page);
}

describe('the checker of English on zh-CN screens', () => {
  it('flags English words and lets names, codes, numbers and units through', () => {
    expect(englishWords('Rows per page')).toEqual(['Rows', 'per', 'page']);
    expect(englishWords('第 1 页，共 20 页')).toEqual([]);
    expect(englishWords('USD 417,668.94')).toEqual([]);
    expect(englishWords('POSUP1000120250142')).toEqual([]);
    expect(englishWords('文件不能超过 100 MB')).toEqual([]);
    expect(englishWords('状态：FINANCED')).toEqual(['FINANCED']);
    expect(englishWords('E-one')).toEqual(['E-one']);
  });
});

describe.each(['supplier', 'buyer', 'funder'])('%s in zh-CN', (user) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows no English word on any menu page (texts, aria labels, titles, placeholders)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, user);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await settle(page);
    await switchTo(page, '简体中文');
    const found: string[] = [];
    for (const path of await menuPaths(page)) {
      await openInApp(page, path);
      for (const problem of await englishOnPage(page)) found.push(`${path}: ${problem}`);
    }
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  }, 300_000);
});

describe('the profile language and the header switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('follow each other both ways', async () => {
    // supplier-pool: this changes the user's saved profile.
    const { context, page } = await newPage(browser);
    await signIn(page, 'supplier-pool');
    await page.waitForURL('**/home');
    await switchTo(page, '简体中文');
    await openInApp(page, '/user-center');
    const language = page
      .locator('dt', { hasText: /^语言$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await language.textContent()).toBe('简体中文');

    await openInApp(page, '/user-center/edit');
    await page.locator('.p-dropdown:has(#uc-edit-language)').click();
    await page.getByRole('option', { name: '英语' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page.getByRole('button', { name: 'Language' }).waitFor();
    expect(
      await page.locator('.p-dropdown:has(#language-switch) .p-dropdown-label').textContent(),
    ).toBe('English');
    await context.close();
  });
});
