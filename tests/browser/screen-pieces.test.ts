import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { signedInPage } from './support/signed-in-page';

/**
 * The screen pieces of spec 001 §2 on real pages, in Chromium against the reference server:
 * the detail page's Back and the "Create Invoice" dropdown menu gated by authority. (Reset
 * password asks through the confirmation dialog: tests/browser/account-confirmations.test.ts.)
 */

const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const back = (page: Page) => page.locator('[data-testid="detail-actions"] [data-action="back"]');
const createMenu = (page: Page) => page.getByRole('button', { name: 'Create Invoice' });

async function openInvoices(page: Page, query = ''): Promise<void> {
  await page.goto(`/trading/invoice${query}`);
  await page.getByTestId('search-table').waitFor();
  await rows(page).locator('[data-field]').first().waitFor();
}

/** The menu's items as shown: label and whether it can be chosen. */
async function menuItems(page: Page): Promise<{ label: string; enabled: boolean }[]> {
  await createMenu(page).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  return items.evaluateAll((els) =>
    els.map((e) => ({
      label: e.getAttribute('aria-label') ?? '',
      enabled: e.getAttribute('aria-disabled') !== 'true',
    })),
  );
}

describe('screen pieces as supplier', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('goes back from a detail page to the list as the user left it', async () => {
    await openInvoices(page, '?page=2');
    await rows(page).first().locator('a').first().click();
    await page.getByTestId('record-details').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/trading\/invoice\/.+\/details$/);
    await back(page).click();
    // History back, not a fresh list: the page the user was on comes back with them.
    await page.waitForURL((url) => url.pathname === '/trading/invoice');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByTestId('search-table').waitFor();
  });

  it('goes to the list when the detail page was opened directly', async () => {
    await openInvoices(page);
    const href = await rows(page).first().locator('a').first().getAttribute('href');
    await page.goto(href ?? '');
    await page.getByTestId('record-details').waitFor();
    await back(page).click();
    await page.waitForURL((url) => url.pathname === '/trading/invoice' && url.search === '');
    await page.getByTestId('search-table').waitFor();
  });

  it('offers Create, Batch upload and Download template to a supplier who holds them all', async () => {
    await openInvoices(page);
    expect(await menuItems(page)).toEqual([
      { label: 'Create', enabled: true },
      // Shown by authority (docs/screen-pieces.md); docs/uploads.md for what they do.
      { label: 'Batch upload', enabled: true },
      { label: 'Download template', enabled: true },
    ]);
  });

  it('opens the invoice form from Create', async () => {
    await openInvoices(page);
    await menuItems(page);
    await page.getByRole('menuitem', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/trading/invoice/add');
  });
});

describe('Create Invoice menu by authority', () => {
  /** Signs in as the supplier with some invoice authorities taken out of the user info. */
  async function withoutAuthorities(pids: readonly string[], check: (page: Page) => Promise<void>) {
    const browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    try {
      await context.route('**/queryUserInfoByUserId', async (route) => {
        const response = await route.fetch();
        const envelope = (await response.json()) as {
          data: { authorities: { pid: string }[] } | null;
        };
        if (envelope.data) {
          envelope.data.authorities = envelope.data.authorities.filter(
            (a) => !pids.includes(a.pid),
          );
        }
        await route.fulfill({ response, json: envelope });
      });
      await signIn(page, 'supplier');
      await page.waitForURL('**/home');
      await openInvoices(page);
      await check(page);
    } finally {
      await context.close();
      await browser.close();
    }
  }

  it('hides the items whose authority is not held', async () => {
    await withoutAuthorities(['trading.invoice.batchUpload'], async (page) => {
      expect((await menuItems(page)).map((i) => i.label)).toEqual(['Create', 'Download template']);
    });
  });

  it('hides the whole menu when no item may be seen', async () => {
    await withoutAuthorities(
      ['trading.invoice.create', 'trading.invoice.batchUpload', 'trading.invoice.downloadTemplate'],
      async (page) => {
        // The list is there (rows shown above), the menu is not.
        await expect(createMenu(page).count()).resolves.toBe(0);
      },
    );
  });
});
