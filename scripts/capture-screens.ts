/**
 * `npm run docs:screens`: the reference pages of docs/ui-conventions.md, captured in real
 * Chromium from a fresh build and a freshly seeded server, in both languages and both themes
 * (en-US dark, zh-CN light), at 1280×800. Re-run it after a change to a convention so the
 * pictures in docs/ never describe a screen that no longer exists.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { startServer } from '../server/app';
import { launchChromium } from './launch-chromium';

const OUT_DIR = 'docs/screens';
const PASSWORD = 'Demo#2026';

interface Shot {
  name: string;
  user: string;
  path: string;
  /** What to do on the page before the picture (open a dialog, select rows…). */
  prepare?: (page: Page) => Promise<void>;
}

const selectFirstRows = (count: number) => async (page: Page) => {
  const boxes = page.locator('tbody tr .p-selection-column .p-checkbox');
  await boxes.first().waitFor();
  for (let i = 0; i < count; i++) await boxes.nth(i).click();
};

const SHOTS: Shot[] = [
  { name: 'login', user: '', path: '/login' },
  { name: 'list', user: 'supplier', path: '/trading/purchase' },
  {
    name: 'list-selection',
    user: 'supplier',
    path: '/trading/invoice',
    prepare: selectFirstRows(2),
  },
  {
    name: 'confirm-delete',
    user: 'supplier',
    path: '/trading/purchase?status=DRAFT',
    prepare: async (page) => {
      await selectFirstRows(2)(page);
      await page.locator('[data-testid="search-actions"] [data-action="delete"]').click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    },
  },
  { name: 'form', user: 'supplier', path: '/trading/invoice/add' },
  { name: 'form-purchase', user: 'supplier', path: '/trading/purchase/add' },
  { name: 'accounts', user: 'supplier', path: '/org/account' },
  { name: 'contracts', user: 'supplier', path: '/contract/info' },
  { name: 'not-found', user: 'supplier', path: '/no/such/page' },
];

const VARIANTS = [
  { language: 'en-US', theme: 'theme-dark' },
  { language: 'zh-CN', theme: 'theme-light' },
] as const;

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-screens-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-screens-data-'));
  process.env.NODE_ENV = 'production';
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: outDir,
    quiet: true,
    seedScale: 2000,
  });
  const browser = await launchChromium();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const variant of VARIANTS) {
      for (const shot of SHOTS) {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: 1280, height: 800 },
          locale: variant.language,
        });
        await context.addInitScript(
          ({ language, theme }) => {
            localStorage.setItem('portalLanguage', language);
            localStorage.setItem('appThemeColor', theme);
          },
          { language: variant.language, theme: variant.theme },
        );
        const page = await context.newPage();
        if (shot.user) await signIn(page, shot.user);
        await page.goto(shot.path);
        await page.waitForLoadState('networkidle');
        try {
          await shot.prepare?.(page);
        } catch (error) {
          console.warn(`${shot.name}: could not prepare (${String(error)}); captured as it is`);
        }
        await page.waitForTimeout(400);
        const file = join(OUT_DIR, `${shot.name}.${variant.language}.${variant.theme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(server.filesDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-username, input[autocomplete="username"]').first().fill(user);
  await page.locator('#login-password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

await main();
